import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DocumentsPicker, SalesPicker, SurveysPicker, TranscriptsPicker } from '../../../components/project-sources/SourcePickers';
import {
  chosenSources,
  DATA_TYPES,
  knownProjectMessage,
  sourcesProblem,
  type ProjectDataType,
  type SourceChoice,
} from '../../../components/project-sources/source-rules';
import { useChosenSurveyColumns } from '../../../components/project-sources/use-chosen-survey-columns';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { KeywordsField } from '../../../components/ui/KeywordsField';
import { PromptHints } from '../../../components/ui/PromptHints';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { TimeFrameField } from '../../../components/ui/TimeFrameField';
import { errorStatus, serverErrorText } from '../../../lib/api-errors';
import { useClock } from '../../../lib/clock';
import { presetRange, type DatePreset } from '../../../lib/date-presets';
import { useCreateProjectMutation } from '../api/projects-api';
import type { CreateProjectRequest, ProjectType } from '../api/types';
import { detailsProblems, FIELDS_OF_TYPE, PROJECT_TYPES, type DetailsProblems } from './project-rules';
import { projectPath, projectsPath } from './paths';
import './projects.css';

type Step = 1 | 2 | 3;
const STEPS: readonly Step[] = [1, 2, 3];
const STEP_KEYS: Record<Step, string> = { 1: 'type', 2: 'details', 3: 'data' };

interface Details {
  name: string;
  description: string;
  objective: string;
  audience: string;
  timeAvailable: string;
}

const isProjectType = (value: string | null): value is ProjectType => PROJECT_TYPES.includes(value as ProjectType);

/** /customer/{namespace}/create-project: the type, then its fields, then the data to analyse. */
export function CreateProjectPage() {
  const { t } = useTranslation('projects');
  const { namespace = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const clock = useClock();

  const [step, setStep] = useState<Step>(1);
  const typeParam = params.get('type');
  const [type, setType] = useState<ProjectType>(isProjectType(typeParam) ? typeParam : 'insights');
  const [details, setDetails] = useState<Details>({ name: '', description: '', objective: '', audience: '', timeAvailable: '' });
  const [detailErrors, setDetailErrors] = useState<DetailsProblems>({});
  const [dataTypes, setDataTypes] = useState<ProjectDataType[]>([]);
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const [transcriptIds, setTranscriptIds] = useState<string[]>([]);
  const [surveyIds, setSurveyIds] = useState<string[]>([]);
  const [salesIds, setSalesIds] = useState<string[]>([]);
  const [preset, setPreset] = useState<DatePreset | ''>('');
  const [keywords, setKeywords] = useState<string[]>([]);
  const [goal, setGoal] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [createProject, creation] = useCreateProjectMutation();

  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const movedRef = useRef(false);

  const surveyColumns = useChosenSurveyColumns(surveyIds);
  const choice: SourceChoice = { dataTypes, documentIds, transcriptIds, surveyIds, salesIds, surveyColumns };
  const problem = attempted ? sourcesProblem(choice) : null;
  const fields = FIELDS_OF_TYPE[type];

  // Each new step is announced by moving to its heading (not on arrival: the page's own heading comes first).
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [step]);

  const go = (next: Step) => {
    movedRef.current = true;
    setStep(next);
  };

  const change = (field: keyof Details) => (value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    if (field === 'name' || field === 'description') setDetailErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onDetails = (event: FormEvent) => {
    event.preventDefault();
    const problems = detailsProblems(type, details);
    setDetailErrors(problems);
    if (problems.name) nameRef.current?.focus();
    else if (problems.description) descriptionRef.current?.focus();
    else go(3);
  };

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setServerError(null);
    const found = sourcesProblem(choice);
    if (found) {
      requestAnimationFrame(() => {
        const untyped = formRef.current?.querySelector<HTMLElement>('[data-untyped-survey]');
        (found === 'untypedSurveyColumn' && untyped ? untyped : problemRef.current)?.focus();
      });
      return;
    }
    const sources = chosenSources(choice);
    const range = preset ? presetRange(preset, clock()) : null;
    const body: CreateProjectRequest = {
      name: details.name.trim(),
      description: details.description.trim(),
      goal: goal.trim(),
      type,
      objective: fields.objective ? details.objective.trim() : '',
      audience: fields.audience ? details.audience.trim() : '',
      time_available: fields.timeAvailable ? details.timeAvailable.trim() : '',
      customer_description: '',
      use_sales_data: sources.sales,
      keywords,
      sales_calls_start_date: range?.start ?? null,
      sales_calls_end_date: range?.end ?? null,
      use_salesforce_opportunity: false,
      salesforce_opportunity_stage: '',
      salesforce_opportunity_start_date: null,
      salesforce_opportunity_end_date: null,
      slack_channels: [],
      data_types: [...dataTypes],
      // Surveys and sales data are Data Library documents too: their kind tells the analysis what they are.
      document_ids: [...sources.documentIds, ...sources.surveyIds, ...sources.salesIds],
      transcript_ids: sources.transcriptIds,
    };
    try {
      const created = await createProject(body).unwrap();
      navigate(projectPath(namespace, created.product_id));
    } catch (error) {
      const failure = error as Parameters<typeof serverErrorText>[0];
      const message = serverErrorText(failure);
      const known = knownProjectMessage(message);
      setServerError(known ? t(`messages.${known}`) : errorStatus(failure) === 400 && message ? message : t('create.failed'));
      requestAnimationFrame(() => problemRef.current?.focus());
    }
  };

  const toggleDataType = (dataType: ProjectDataType, on: boolean) =>
    setDataTypes((current) =>
      on ? DATA_TYPES.filter((each) => each === dataType || current.includes(each)) : current.filter((each) => each !== dataType),
    );

  const stepTitle = t(`create.steps.${STEP_KEYS[step]}`);
  // An untyped survey column is said beside that survey's columns, with the link to fix them.
  const message = serverError ?? (problem && problem !== 'untypedSurveyColumn' ? t(`messages.${problem}`) : null);

  return (
    <div className="stack stack--loose create-project">
      <Link className="back-link" to={projectsPath(namespace)}>
        {t('create.back')}
      </Link>
      <header>
        <h1>{t('create.title')}</h1>
        <p className="muted">{t('create.subtitle')}</p>
      </header>
      <ol className="steps" aria-label={t('create.stepsLabel')}>
        {STEPS.map((each) => (
          <li
            key={each}
            className={each === step ? 'steps__item is-current' : each < step ? 'steps__item is-done' : 'steps__item'}
            aria-current={each === step ? 'step' : undefined}
          >
            <span className="steps__number" aria-hidden="true">
              {each}
            </span>
            <span>{t(`create.steps.${STEP_KEYS[each]}`)}</span>
          </li>
        ))}
      </ol>

      <section className="panel create-project__panel" aria-labelledby="create-step-title">
        <h2 id="create-step-title" ref={headingRef} tabIndex={-1} className="create-project__step-title">
          {t('create.stepOf', { step, total: STEPS.length, title: stepTitle })}
        </h2>

        {step === 1 && (
          <form
            className="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              go(2);
            }}
          >
            <fieldset className="type-choice">
              <legend className="field__label">{t('create.typeLegend')}</legend>
              <div className="type-choice__options">
                {PROJECT_TYPES.map((each) => (
                  <label key={each} className={each === type ? 'type-option is-selected' : 'type-option'}>
                    <input type="radio" name="type" value={each} checked={each === type} onChange={() => setType(each)} />
                    <span className="type-option__text">
                      <span className="type-option__name">{t(`types.${each}.name`)}</span>
                      <span className="type-option__description">{t(`types.${each}.description`)}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="form__row--end create-project__actions">
              <Button type="submit">{t('create.next')}</Button>
            </div>
          </form>
        )}

        {step === 2 && (
          <form className="form" noValidate onSubmit={onDetails}>
            <p className="muted">{t('create.detailsFor', { type: t(`types.${type}.name`) })}</p>
            <TextField
              ref={nameRef}
              label={t('fields.title')}
              name="name"
              autoComplete="off"
              required={fields.required}
              value={details.name}
              error={detailErrors.name ? t(`messages.${detailErrors.name}`) : null}
              hint={fields.required ? undefined : t('fields.titleGenerated')}
              onChange={(event) => change('name')(event.target.value)}
            />
            <TextAreaField
              ref={descriptionRef}
              label={t('fields.description')}
              name="description"
              required={fields.required}
              value={details.description}
              error={detailErrors.description ? t(`messages.${detailErrors.description}`) : null}
              hint={fields.required ? undefined : t('fields.descriptionGenerated')}
              onChange={(event) => change('description')(event.target.value)}
            />
            {fields.objective && (
              <TextAreaField
                label={t('fields.objective')}
                name="objective"
                hint={t('fields.objectiveHint')}
                value={details.objective}
                onChange={(event) => change('objective')(event.target.value)}
              />
            )}
            {fields.audience && (
              <TextAreaField
                label={t('fields.audience')}
                name="audience"
                hint={t('fields.audienceHint')}
                value={details.audience}
                onChange={(event) => change('audience')(event.target.value)}
              />
            )}
            {fields.timeAvailable && (
              <TextField
                label={t('fields.timeAvailable')}
                name="time_available"
                hint={t('fields.timeAvailableHint')}
                value={details.timeAvailable}
                onChange={(event) => change('timeAvailable')(event.target.value)}
              />
            )}
            <div className="create-project__actions">
              <Button variant="secondary" onClick={() => go(1)}>
                {t('create.previous')}
              </Button>
              <Button type="submit">{t('create.next')}</Button>
            </div>
          </form>
        )}

        {step === 3 && (
          <form
            ref={formRef}
            className="form"
            noValidate
            onSubmit={(event) => void onCreate(event)}
            aria-busy={creation.isLoading || undefined}
          >
            <fieldset className="data-types">
              <legend className="field__label">{t('data.typesLegend')}</legend>
              <div className="data-types__options">
                {DATA_TYPES.map((dataType) => (
                  <CheckboxField
                    key={dataType}
                    label={t(`data.types.${dataType}.name`)}
                    description={t(`data.types.${dataType}.description`)}
                    checked={dataTypes.includes(dataType)}
                    onChange={(event) => toggleDataType(dataType, event.target.checked)}
                  />
                ))}
              </div>
            </fieldset>

            {dataTypes.includes('documents') && <DocumentsPicker selected={documentIds} onChange={setDocumentIds} />}
            {dataTypes.includes('transcripts') && <TranscriptsPicker selected={transcriptIds} onChange={setTranscriptIds} />}
            {dataTypes.includes('surveys') && <SurveysPicker selected={surveyIds} onChange={setSurveyIds} />}
            {dataTypes.includes('sales') && <SalesPicker selected={salesIds} onChange={setSalesIds} />}

            <TimeFrameField label={t('data.timeFrame')} value={preset} onChange={setPreset} />
            <KeywordsField
              label={t('data.keywords')}
              hint={t('data.keywordsHint')}
              chosenLabel={t('data.chosenKeywords')}
              addLabel={t('data.addKeyword')}
              removeLabel={(keyword) => t('data.removeKeyword', { keyword })}
              keywords={keywords}
              onChange={setKeywords}
            />
            <TextAreaField
              label={t('data.goal')}
              name="goal"
              value={goal}
              hint={<PromptHints />}
              onChange={(event) => setGoal(event.target.value)}
            />

            <div ref={problemRef} tabIndex={-1} className="create-project__problem">
              {message && <Alert tone="error">{message}</Alert>}
            </div>
            {creation.isLoading && <Alert tone="info">{type === 'insights' ? t('create.creatingInsights') : t('create.creating')}</Alert>}
            <div className="create-project__actions">
              <Button variant="secondary" disabled={creation.isLoading} onClick={() => go(2)}>
                {t('create.previous')}
              </Button>
              <Button type="submit" busy={creation.isLoading}>
                {creation.isLoading ? t('create.submitting') : t('create.submit')}
              </Button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
