import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Spinner } from '../../../components/ui/Spinner';
import { useListWriteupsQuery, writeupsApi } from '../api/writeups-api';
import type { WriteupSummary } from '../api/types';
import { writeupPath } from '../paths';
import { WRITEUP_POLL_MS } from './WriteupPage';
import { ProgressBar } from './WriteupProgress';

/** The project's three documents as they stand, followed live while any is being generated. */
export function WriteupList({ namespace, productId, title }: { namespace: string; productId: string; title: string }) {
  const { t } = useTranslation('writeups');
  const titleId = useId();
  const generating = writeupsApi.endpoints.listWriteups
    .useQueryState(productId)
    .data?.writeups.some((each) => each.status === 'generating');
  const list = useListWriteupsQuery(productId, { pollingInterval: generating ? WRITEUP_POLL_MS : 0 });
  return (
    <section className="panel" aria-labelledby={titleId}>
      <div className="panel__header">
        <h2 id={titleId}>{title}</h2>
      </div>
      {list.isLoading ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('page.loadFailed')}</Alert>
      ) : (
        <ul className="writeup-docs" aria-live="polite">
          {list.data.writeups.map((writeup) => (
            <WriteupRow key={writeup.kind} namespace={namespace} productId={productId} writeup={writeup} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WriteupRow({ namespace, productId, writeup }: { namespace: string; productId: string; writeup: WriteupSummary }) {
  const { t } = useTranslation('writeups');
  const nameId = useId();
  const kind = t(`kinds.${writeup.kind}`);
  const percent = Math.round(Math.max(0, Math.min(1, writeup.generation?.progress ?? 0)) * 100);
  const stage = t(`stages.${writeup.generation?.stage ?? 'creating'}`);
  return (
    <li className="writeup-doc">
      <div className="writeup-doc__head">
        <h3 id={nameId} className="writeup-doc__name">
          {kind}
        </h3>
        {writeup.version > 0 && (
          <Link
            className="btn btn--secondary"
            to={writeupPath(namespace, writeup.kind, productId)}
            aria-label={t('autoBuild.open', { kind })}
          >
            {t('autoBuild.openShort')}
          </Link>
        )}
      </div>
      <p className="writeup-doc__status muted">
        {writeup.status === 'generating' ? stage : t(`autoBuild.status.${writeup.status}`)}
        {writeup.status === 'ready' && writeup.title ? ` · ${writeup.title}` : ''}
        {writeup.stale && writeup.status !== 'generating' ? ` · ${t('autoBuild.stale')}` : ''}
      </p>
      {writeup.status === 'generating' && <ProgressBar labelledBy={nameId} percent={percent} stage={stage} />}
    </li>
  );
}
