// Choosing a project's data from the Data Library: shared by the creation flow (features/projects)
// and a project's "Add data" dialog (features/insights), which no feature may import from another.
// Their texts stay in the projects namespace.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { Spinner } from '../ui/Spinner';
import { useFormatters } from '../../lib/format';
import type { DocumentStatus } from '../../lib/generated/api-types';
import { LIBRARY_PATH, libraryDocumentPath } from '../../lib/library-paths';
import {
  useGetSourceDocumentQuery,
  useListSourceDocumentsInfiniteQuery,
  useListSourceTranscriptsInfiniteQuery,
} from '../../lib/source-documents-api';
import './source-pickers.css';

export const SOURCES_PAGE_SIZE = 20;

interface SourceItem {
  id: string;
  name: string;
  date: string | null;
  status: DocumentStatus;
}

interface PickerProps {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** Ids already in the project (adding data to one): shown ticked, and not to be chosen again. */
  added?: readonly string[];
}

/** Ticks and unticks one id, keeping the order of choice. */
const toggled = (ids: readonly string[], id: string, on: boolean) =>
  on ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id);

/** A list of the Data Library's files to tick, page after page; files not yet read cannot be chosen. */
function SourceList({
  legend,
  emptyText,
  items,
  query,
  selected,
  onChange,
  added = [],
}: PickerProps & {
  legend: string;
  emptyText: string;
  items: SourceItem[];
  query: {
    isLoading: boolean;
    isError: boolean;
    hasData: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
    refetch: () => unknown;
  };
}) {
  const { t } = useTranslation('projects');
  const format = useFormatters();
  let body;
  if (query.isLoading) body = <Spinner />;
  else if (query.isError && !query.hasData) {
    body = (
      <div className="stack">
        <Alert tone="error">{t('data.sourcesFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <p className="source-list__empty">
        {emptyText} <Link to={LIBRARY_PATH}>{t('data.openLibrary')}</Link>
      </p>
    );
  } else {
    body = (
      <>
        <div className="source-list">
          {items.map((item) => {
            const date = format.date(item.date);
            const inProject = added.includes(item.id);
            const state = inProject ? t('data.alreadyAdded') : item.status === 'ready' ? null : t(`data.status.${item.status}`);
            return (
              <CheckboxField
                key={item.id}
                label={item.name}
                description={[date, state].filter(Boolean).join(' · ') || undefined}
                checked={inProject || selected.includes(item.id)}
                disabled={inProject || (item.status !== 'ready' && !selected.includes(item.id))}
                onChange={(event) => onChange(toggled(selected, item.id, event.target.checked))}
              />
            );
          })}
        </div>
        {query.hasNextPage && (
          <div>
            <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t('data.more')}
            </Button>
          </div>
        )}
      </>
    );
  }
  return (
    <fieldset className="source-picker">
      <legend className="source-picker__legend">{legend}</legend>
      {body}
    </fieldset>
  );
}

/** The ready files of one kind of the Data Library (documents, or sales data), to choose from. */
function LibraryKindPicker({ kind, ...props }: PickerProps & { kind: 'document' | 'sales' }) {
  const { t } = useTranslation('projects');
  const list = useListSourceDocumentsInfiniteQuery({ kind, page_size: SOURCES_PAGE_SIZE });
  const items = (list.data?.pages.flatMap((page) => page.documents) ?? []).map((document) => ({
    id: document.document_id,
    name: document.file_name,
    date: document.uploaded_on,
    status: document.status,
  }));
  const texts = kind === 'document' ? 'documents' : 'sales';
  return (
    <SourceList
      {...props}
      legend={t(`data.${texts}.legend`)}
      emptyText={t(`data.${texts}.empty`)}
      items={items}
      query={{ ...list, hasData: Boolean(list.data), refetch: list.refetch }}
    />
  );
}

export function DocumentsPicker(props: PickerProps) {
  return <LibraryKindPicker {...props} kind="document" />;
}

export function TranscriptsPicker(props: PickerProps) {
  const { t } = useTranslation('projects');
  const list = useListSourceTranscriptsInfiniteQuery({ page_size: SOURCES_PAGE_SIZE });
  const items = (list.data?.pages.flatMap((page) => page.transcripts) ?? []).map((transcript) => ({
    id: transcript.document_id,
    name: transcript.file_name,
    date: transcript.date ?? transcript.uploaded_on,
    status: transcript.status,
  }));
  return (
    <SourceList
      {...props}
      legend={t('data.transcripts.legend')}
      emptyText={t('data.transcripts.empty')}
      items={items}
      query={{ ...list, hasData: Boolean(list.data), refetch: list.refetch }}
    />
  );
}

export function SurveysPicker(props: PickerProps) {
  const { t } = useTranslation('projects');
  const list = useListSourceDocumentsInfiniteQuery({ kind: 'survey', page_size: SOURCES_PAGE_SIZE });
  const items = (list.data?.pages.flatMap((page) => page.documents) ?? []).map((document) => ({
    id: document.document_id,
    name: document.file_name,
    date: document.uploaded_on,
    status: document.status,
  }));
  return (
    <div className="stack">
      <SourceList
        selected={props.selected}
        onChange={props.onChange}
        added={props.added}
        legend={t('data.surveys.legend')}
        emptyText={t('data.surveys.empty')}
        items={items}
        query={{ ...list, hasData: Boolean(list.data), refetch: list.refetch }}
      />
      {props.selected.map((surveyId) => (
        <SurveyColumns key={surveyId} surveyId={surveyId} />
      ))}
    </div>
  );
}

/**
 * The Data Library's sales data (CRM exports), whose accounts give each insight its revenue. They
 * are documents like the others: the chosen ones join the project's document_ids.
 */
export function SalesPicker(props: PickerProps) {
  return <LibraryKindPicker {...props} kind="sales" />;
}

/** A chosen survey's columns: their types and whether each is analysed; an analysed column typed None must be fixed first. */
function SurveyColumns({ surveyId }: { surveyId: string }) {
  const { t } = useTranslation('projects');
  const survey = useGetSourceDocumentQuery(surveyId);
  if (survey.isLoading) return <Spinner />;
  if (!survey.data) {
    return <Alert tone="error">{t('data.surveys.columnsFailed')}</Alert>;
  }
  const { file_name: name, survey_columns: columns } = survey.data;
  const untyped = columns.some((column) => column.include && column.type === 'None');
  return (
    <div className="survey-columns">
      <table className="survey-columns__table">
        <caption>{t('data.surveys.columnsOf', { name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('data.surveys.column')}</th>
            <th scope="col">{t('data.surveys.type')}</th>
            <th scope="col">{t('data.surveys.analysed')}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => (
            <tr key={column.name} className={column.include && column.type === 'None' ? 'is-untyped' : undefined}>
              <th scope="row">{column.name}</th>
              <td>{t(`data.surveys.types.${column.type}`)}</td>
              <td>{column.include ? t('data.surveys.yes') : t('data.surveys.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {untyped && (
        <div className="survey-columns__problem" data-untyped-survey={surveyId} tabIndex={-1}>
          <Alert tone="error">
            {t('messages.untypedSurveyColumn')} <Link to={libraryDocumentPath(surveyId)}>{t('data.surveys.fix', { name })}</Link>
          </Alert>
        </div>
      )}
    </div>
  );
}
