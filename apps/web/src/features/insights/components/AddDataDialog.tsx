import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentsPicker, SalesPicker, SurveysPicker, TranscriptsPicker } from '../../../components/project-sources/SourcePickers';
import {
  DATA_TYPES,
  knownProjectMessage,
  sourcesProblem,
  type ProjectMessage,
  type SourceChoice,
} from '../../../components/project-sources/source-rules';
import { useChosenSurveyColumns } from '../../../components/project-sources/use-chosen-survey-columns';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { errorCode, errorStatus, serverErrorText } from '../../../lib/api-errors';
import {
  useAddProjectDocumentsMutation,
  useAddProjectTranscriptsMutation,
  useGetProjectSourcesQuery,
  useRequestProjectAnalysisMutation,
} from '../api/insights-api';
import type { Product } from '../api/types';

type QueryError = Parameters<typeof serverErrorText>[0];

/** What adding data did, for the page to say. */
export interface DataAdded {
  /** How many of the chosen sources were new to the project. */
  added: number;
  /** The new analysis: started, not asked for, or refused (the reason in words). */
  analysis: 'started' | 'skipped' | { error: string };
}

/** SPEC section 5's refusals by their codes, should the server word them differently. */
const CODE_MESSAGES: Readonly<Partial<Record<string, ProjectMessage>>> = {
  PROJECT_ONE_SURVEY: 'oneSurvey',
  SURVEY_COLUMN_UNTYPED: 'untypedSurveyColumn',
  PROJECT_NO_DATA_SOURCE: 'noDataSource',
};

/** Add data: more of the Data Library's files for the project, then (by default) a new analysis of its current version. */
export function AddDataDialog({
  product,
  open,
  onClose,
  onAdded,
  onRefineInstead,
}: {
  product: Product;
  open: boolean;
  onClose: () => void;
  onAdded: (result: DataAdded) => void;
  /** The data was added unanalysed, to be analysed by a refined version that uses sales data. */
  onRefineInstead: (result: DataAdded) => void;
}) {
  const { t } = useTranslation('insights');
  return (
    <Dialog open={open} onClose={onClose} title={t('addData.title')} description={t('addData.description')}>
      {/* A fresh form each time the dialog opens. */}
      {open && <AddDataForm product={product} onClose={onClose} onAdded={onAdded} onRefineInstead={onRefineInstead} />}
    </Dialog>
  );
}

function AddDataForm({
  product,
  onClose,
  onAdded,
  onRefineInstead,
}: {
  product: Product;
  onClose: () => void;
  onAdded: (result: DataAdded) => void;
  onRefineInstead: (result: DataAdded) => void;
}) {
  const { t } = useTranslation('insights');
  const { t: tp } = useTranslation('projects');
  const productId = product.product_id;
  const sources = useGetProjectSourcesQuery(productId);
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const [transcriptIds, setTranscriptIds] = useState<string[]>([]);
  const [surveyIds, setSurveyIds] = useState<string[]>([]);
  const [salesIds, setSalesIds] = useState<string[]>([]);
  const [analyse, setAnalyse] = useState(true);
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [addDocuments] = useAddProjectDocumentsMutation();
  const [addTranscripts] = useAddProjectTranscriptsMutation();
  const [requestAnalysis] = useRequestProjectAnalysisMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  // What earlier attempts added (documents may be in when the transcripts were refused).
  const addedSoFar = useRef(0);

  const current = sources.data?.documents ?? [];
  const inProject = current.map((source) => source.document_id);
  const fresh = (ids: readonly string[]) => ids.filter((id) => !inProject.includes(id));
  const libraryIds = [...fresh(documentIds), ...fresh(surveyIds), ...fresh(salesIds)];
  const newTranscripts = fresh(transcriptIds);

  const surveyColumns = useChosenSurveyColumns(surveyIds);
  // SPEC section 5's rules hold over all the project's sources: the surveys it has count too.
  const choice: SourceChoice = {
    dataTypes: DATA_TYPES,
    documentIds: fresh(documentIds),
    transcriptIds: newTranscripts,
    surveyIds: [...current.filter((source) => source.kind === 'survey').map((source) => source.document_id), ...fresh(surveyIds)],
    salesIds: fresh(salesIds),
    surveyColumns,
  };
  const problemOf = () => (libraryIds.length + newTranscripts.length === 0 ? 'nothingChosen' : sourcesProblem(choice));
  const problem = attempted ? problemOf() : null;
  // An untyped survey column is said beside that survey's columns, with the link to fix them.
  const message =
    serverError ??
    (problem === 'nothingChosen'
      ? t('addData.nothingChosen')
      : problem && problem !== 'untypedSurveyColumn'
        ? tp(`messages.${problem}`)
        : null);
  // Sales data weighs insights only in versions that use it: this one does not.
  const salesUnused = fresh(salesIds).length > 0 && !product.use_sales_data;

  const failureText = (failure: QueryError) => {
    const text = serverErrorText(failure);
    const known = knownProjectMessage(text) ?? CODE_MESSAGES[errorCode(failure) ?? ''];
    if (known) return tp(`messages.${known}`);
    if (errorCode(failure) === 'PROJECT_ARCHIVED') return t('addData.archived');
    if (errorStatus(failure) === 404) return t('addData.notFound');
    return errorStatus(failure) === 400 && text ? text : t('addData.failed');
  };

  const submit = async (then: 'analyse' | 'refine') => {
    setAttempted(true);
    setServerError(null);
    const found = problemOf();
    if (found) {
      requestAnimationFrame(() => {
        const untyped = formRef.current?.querySelector<HTMLElement>('[data-untyped-survey]');
        (found === 'untypedSurveyColumn' && untyped ? untyped : errorRef.current)?.focus();
      });
      return;
    }
    setSending(true);
    try {
      // Surveys and sales data are Data Library documents too: their kind tells the analysis what they are.
      if (libraryIds.length > 0) {
        addedSoFar.current += (await addDocuments({ product_id: productId, document_ids: libraryIds }).unwrap()).added;
        // In the project now: a retry after a refusal of the transcripts does not send them again.
        setDocumentIds([]);
        setSurveyIds([]);
        setSalesIds([]);
      }
      if (newTranscripts.length > 0) {
        addedSoFar.current += (await addTranscripts({ product_id: productId, transcript_ids: newTranscripts }).unwrap()).added;
      }
    } catch (failure) {
      setSending(false);
      setServerError(failureText(failure as QueryError));
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    let analysis: DataAdded['analysis'] = 'skipped';
    if (then === 'analyse' && analyse) {
      try {
        await requestAnalysis(productId).unwrap();
        analysis = 'started';
      } catch (failure) {
        analysis = { error: serverErrorText(failure as QueryError) ?? t('analysis.requestFailed') };
      }
    }
    const result: DataAdded = { added: addedSoFar.current, analysis };
    if (then === 'refine') onRefineInstead(result);
    else onAdded(result);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit('analyse');
  };

  let inProjectNow;
  if (sources.isLoading) inProjectNow = <Spinner />;
  else if (!sources.data) {
    inProjectNow = (
      <div className="stack">
        <Alert tone="error">{t('addData.sourcesFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void sources.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (current.length > 0) {
    inProjectNow = (
      <details className="add-data__current">
        <summary>{t('addData.current', { count: current.length })}</summary>
        <ul>
          {current.map((source) => (
            <li key={source.document_id}>
              {source.file_name} <span className="muted">({t(`addData.kinds.${source.kind}`)})</span>
            </li>
          ))}
        </ul>
      </details>
    );
  }

  return (
    <form ref={formRef} className="form add-data-form" noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
      {inProjectNow}
      <DocumentsPicker selected={documentIds} onChange={setDocumentIds} added={inProject} />
      <TranscriptsPicker selected={transcriptIds} onChange={setTranscriptIds} added={inProject} />
      <SurveysPicker selected={surveyIds} onChange={setSurveyIds} added={inProject} />
      <SalesPicker selected={salesIds} onChange={setSalesIds} added={inProject} />

      {salesUnused && (
        <div className="add-data__sales-note">
          <Alert tone="info">
            <p>{t('addData.salesUnused', { version: product.version })}</p>
            <Button variant="secondary" disabled={sending} onClick={() => void submit('refine')}>
              {t('addData.addThenRefine')}
            </Button>
          </Alert>
        </div>
      )}

      <CheckboxField
        label={t('addData.analyse')}
        description={t('addData.analyseHint', { version: product.version })}
        checked={analyse}
        onChange={(event) => setAnalyse(event.target.checked)}
      />
      <div ref={errorRef} tabIndex={-1} className="add-data-form__error">
        {message && <Alert tone="error">{message}</Alert>}
      </div>
      {sending && <Alert tone="info">{t('addData.inProgress')}</Alert>}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={sending}>
          {t('addData.cancel')}
        </Button>
        <Button type="submit" busy={sending}>
          {sending ? t('addData.submitting') : t('addData.submit')}
        </Button>
      </div>
    </form>
  );
}
