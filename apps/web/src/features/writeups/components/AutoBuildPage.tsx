import { useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useAutoBuildMutation } from '../api/writeups-api';
import { productPath } from '../paths';
import { errorCode } from '../../../lib/api-errors';
import { ProjectField } from '../../../components/project-choice/ProjectChoice';
import { WriteupList } from './WriteupList';
import './writeups.css';

type Outcome = 'started' | 'notAnalysed' | 'failed';

/** /customer/{namespace}/auto-build: the three documents of a project at once, followed as they are written. */
export function AutoBuildPage() {
  const { t } = useTranslation('writeups');
  const { namespace = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const productId = searchParams.get('product') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [projectMissing, setProjectMissing] = useState(false);
  const [autoBuild, building] = useAutoBuildMutation();
  const outcomeRef = useRef<HTMLDivElement>(null);

  const choose = (id: string) => {
    setOutcome(null);
    setProjectMissing(false);
    setSearchParams(id ? { product: id } : {}, { replace: true });
  };

  const build = async () => {
    setOutcome(null);
    if (!productId) {
      setProjectMissing(true);
      return;
    }
    try {
      await autoBuild(productId).unwrap();
      setOutcome('started');
    } catch (failure) {
      setOutcome(errorCode(failure) === 'PROJECT_NOT_ANALYSED' ? 'notAnalysed' : 'failed');
    }
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  return (
    <div className="stack stack--loose writeup-flow">
      <header className="stack">
        <h1>{t('autoBuild.title')}</h1>
        <p className="muted">{t('autoBuild.intro')}</p>
      </header>
      <form
        className="form stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void build();
        }}
      >
        <ProjectField
          namespace={namespace}
          value={productId}
          onChange={choose}
          error={projectMissing && !productId ? t('picker.projectRequired') : null}
        />
        <div className="writeup-flow__actions">
          <Button type="submit" busy={building.isLoading}>
            {building.isLoading ? t('autoBuild.building') : t('autoBuild.build')}
          </Button>
        </div>
      </form>
      <div ref={outcomeRef} tabIndex={-1} className="writeup-flow__problem">
        {outcome === 'started' && <Alert tone="success">{t('autoBuild.started')}</Alert>}
        {outcome === 'notAnalysed' && (
          <Alert tone="error">
            <p>{t('autoBuild.notAnalysed')}</p>
            <Link to={productPath(namespace, productId)}>{t('autoBuild.openProject')}</Link>
          </Alert>
        )}
        {outcome === 'failed' && <Alert tone="error">{t('autoBuild.failed')}</Alert>}
      </div>
      {productId && <WriteupList namespace={namespace} productId={productId} title={t('autoBuild.listTitle')} />}
    </div>
  );
}
