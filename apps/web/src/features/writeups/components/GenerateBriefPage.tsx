import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { useGetWriteupQuery, useRequestBriefMutation } from '../api/writeups-api';
import { writeupPath } from '../paths';
import { errorCode } from '../../../lib/api-errors';
import { InsightChoice, ProjectField } from '../../../components/project-choice/ProjectChoice';
import './writeups.css';

/** An answer's limit (docs/api.md). */
const ANSWER_MAX = 2000;
/** Common research methods, sent as the server reads them; "Not sure" lets the server propose one. */
const METHODS = [
  { key: 'interviews', value: 'User interviews' },
  { key: 'survey', value: 'Survey' },
  { key: 'usability', value: 'Usability testing' },
  { key: 'diary', value: 'Diary study' },
  { key: 'analytics', value: 'Analytics review' },
  { key: 'notSure', value: 'Not sure' },
  { key: 'other', value: '' },
] as const;
type MethodKey = (typeof METHODS)[number]['key'];

type Problem = 'methodologyRequired' | 'projectRequired' | 'tooLong' | 'inProgress' | 'failed';

/** /customer/{namespace}/generate-research-plan: the brief's questions, then its generation. */
export function GenerateBriefPage() {
  const { t } = useTranslation('writeups');
  const { namespace = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [productId, setProductId] = useState(searchParams.get('product') ?? '');
  const [goal, setGoal] = useState('');
  const [method, setMethod] = useState<MethodKey | ''>('');
  const [otherMethod, setOtherMethod] = useState('');
  const [timeline, setTimeline] = useState('');
  const [audience, setAudience] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [requestBrief, requesting] = useRequestBriefMutation();
  const problemRef = useRef<HTMLDivElement>(null);
  const methodsRef = useRef<HTMLFieldSetElement>(null);
  const legendId = useId();
  const methodErrorId = useId();

  // A project whose brief was answered before starts from those answers (GET /api/brief/api's;
  // none: 404, a blank form), once per project, set while rendering as React advises for state
  // that follows a change: answers the person has begun to give are theirs and stay.
  const earlier = useGetWriteupQuery({ productId, kind: 'research_plan' }, { skip: !productId }).data?.brief;
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  const untouched = goal === '' && method === '' && otherMethod === '' && timeline === '' && audience === '';
  if (earlier && prefilledFor !== productId) {
    setPrefilledFor(productId);
    if (untouched) {
      const known = METHODS.find((each) => each.key !== 'other' && each.value === earlier.methodology);
      setGoal(earlier.goal);
      setMethod(known ? known.key : 'other');
      setOtherMethod(known ? '' : earlier.methodology);
      setTimeline(earlier.timeline);
      setAudience(earlier.audience);
    }
  }

  const methodology = method === 'other' ? otherMethod.trim() : (METHODS.find((each) => each.key === method)?.value ?? '');
  const methodMissing = problem === 'methodologyRequired';

  const show = (next: Problem, focus?: () => void) => {
    setProblem(next);
    requestAnimationFrame(() => (focus ? focus() : problemRef.current?.focus()));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!productId) return show('projectRequired');
    if (methodology === '') {
      return show('methodologyRequired', () => methodsRef.current?.querySelector<HTMLInputElement>('input')?.focus());
    }
    if ([goal, methodology, timeline, audience].some((answer) => answer.length > ANSWER_MAX)) return show('tooLong');
    try {
      await requestBrief({
        product_id: productId,
        goal: goal.trim(),
        methodology,
        timeline: timeline.trim(),
        audience: audience.trim(),
        ...(chosen.length > 0 ? { recommendation_ids: chosen } : {}),
      }).unwrap();
      void navigate(writeupPath(namespace, 'research_plan', productId));
    } catch (failure) {
      const code = errorCode(failure);
      if (code === 'BRIEF_METHODOLOGY_REQUIRED') return show('methodologyRequired');
      if (code === 'BRIEF_FIELD_TOO_LONG') return show('tooLong');
      if (code === 'WRITEUP_IN_PROGRESS') return show('inProgress');
      show('failed');
    }
  };

  return (
    <div className="stack stack--loose writeup-flow">
      <header className="stack">
        <h1>{t('brief.title')}</h1>
        <p className="muted">{t('brief.intro')}</p>
      </header>
      <form className="form stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <ProjectField
          namespace={namespace}
          value={productId}
          onChange={(id) => {
            setProductId(id);
            setChosen([]);
          }}
          error={problem === 'projectRequired' && !productId ? t('picker.projectRequired') : null}
        />
        <TextAreaField
          label={t('brief.goal')}
          rows={3}
          maxLength={ANSWER_MAX}
          value={goal}
          onChange={(event) => setGoal(event.target.value)}
        />
        <fieldset
          ref={methodsRef}
          role="radiogroup"
          aria-labelledby={legendId}
          aria-describedby={methodMissing ? methodErrorId : undefined}
          aria-invalid={methodMissing || undefined}
          aria-required="true"
        >
          <legend id={legendId}>
            {t('brief.methodology')}
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          <div className={methodMissing ? 'writeup-methods writeup-methods--invalid' : 'writeup-methods'}>
            {METHODS.map((each) => (
              <label key={each.key} className="writeup-method">
                <input
                  type="radio"
                  name="methodology"
                  value={each.key}
                  checked={method === each.key}
                  onChange={() => {
                    setMethod(each.key);
                    if (problem === 'methodologyRequired') setProblem(null);
                  }}
                />
                <span>{t(`brief.methods.${each.key}`)}</span>
              </label>
            ))}
          </div>
          {method === 'notSure' && <p className="muted">{t('brief.notSureHint')}</p>}
          {methodMissing && (
            <p id={methodErrorId} className="writeup-field-error">
              {t('brief.methodologyRequired')}
            </p>
          )}
        </fieldset>
        {method === 'other' && (
          <TextField
            label={t('brief.otherMethod')}
            required
            maxLength={ANSWER_MAX}
            value={otherMethod}
            onChange={(event) => setOtherMethod(event.target.value)}
          />
        )}
        <TextAreaField
          label={t('brief.timeline')}
          rows={2}
          maxLength={ANSWER_MAX}
          value={timeline}
          onChange={(event) => setTimeline(event.target.value)}
        />
        <TextAreaField
          label={t('brief.audience')}
          rows={2}
          maxLength={ANSWER_MAX}
          value={audience}
          onChange={(event) => setAudience(event.target.value)}
        />
        {productId && <InsightChoice productId={productId} chosen={chosen} onChange={setChosen} />}
        <div ref={problemRef} tabIndex={-1} className="writeup-flow__problem">
          {problem && problem !== 'projectRequired' && problem !== 'methodologyRequired' && (
            <Alert tone="error">
              <p>{problem === 'failed' ? t('brief.failed') : problem === 'inProgress' ? t('page.inProgress') : t('brief.tooLong')}</p>
              {problem === 'inProgress' && <Link to={writeupPath(namespace, 'research_plan', productId)}>{t('kinds.research_plan')}</Link>}
            </Alert>
          )}
        </div>
        <div className="writeup-flow__actions">
          <Button type="submit" busy={requesting.isLoading}>
            {requesting.isLoading ? t('brief.submitting') : t('brief.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
