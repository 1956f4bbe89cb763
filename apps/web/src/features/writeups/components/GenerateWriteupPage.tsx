import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useGenerateWriteupMutation } from '../api/writeups-api';
import { writeupPath } from '../paths';
import { errorCode } from '../../../lib/api-errors';
import { InsightChoice, ProjectField } from '../../../components/project-choice/ProjectChoice';
import './writeups.css';

type Problem = 'projectRequired' | 'inProgress' | 'failed';

/** /customer/{namespace}/generate-product and generate-value-prop: a project (and its insights), then the generation. */
export function GenerateWriteupPage({ kind }: { kind: 'product_spec' | 'value_prop' }) {
  const { t } = useTranslation('writeups');
  const { namespace = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [productId, setProductId] = useState(searchParams.get('product') ?? '');
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [generate, generating] = useGenerateWriteupMutation();
  const problemRef = useRef<HTMLDivElement>(null);

  const show = (next: Problem) => {
    setProblem(next);
    requestAnimationFrame(() => problemRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!productId) return show('projectRequired');
    try {
      await generate({ productId, kind, body: chosen.length > 0 ? { recommendation_ids: chosen } : {} }).unwrap();
      void navigate(writeupPath(namespace, kind, productId));
    } catch (failure) {
      show(errorCode(failure) === 'WRITEUP_IN_PROGRESS' ? 'inProgress' : 'failed');
    }
  };

  return (
    <div className="stack stack--loose writeup-flow">
      <header className="stack">
        <h1>{t(`generate.${kind}.title`)}</h1>
        <p className="muted">{t(`generate.${kind}.intro`)}</p>
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
        {productId && <InsightChoice productId={productId} chosen={chosen} onChange={setChosen} />}
        <div ref={problemRef} tabIndex={-1} className="writeup-flow__problem">
          {problem === 'inProgress' && (
            <Alert tone="error">
              <p>{t('page.inProgress')}</p>
              <Link to={writeupPath(namespace, kind, productId)}>{t(`kinds.${kind}`)}</Link>
            </Alert>
          )}
          {problem === 'failed' && <Alert tone="error">{t('page.requestFailed')}</Alert>}
        </div>
        <div className="writeup-flow__actions">
          <Button type="submit" busy={generating.isLoading}>
            {generating.isLoading ? t('generate.submitting') : t('generate.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
