import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CollectionNameDialog } from '../../../components/collections/CollectionNameDialog';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorStatus } from '../../../lib/api-errors';
import {
  type CollectionDetail,
  type CollectionRecommendation,
  collectionInsightPath,
  useGetCollectionQuery,
  useRemoveInsightFromCollectionMutation,
  useRenameCollectionMutation,
} from '../../../lib/collections-api';
import { useFormatters } from '../../../lib/format';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import './collections.css';

const homePath = (namespace: string) => `/customer/${encodeURIComponent(namespace)}`;

/** /customer/{namespace}/collection/{collectionId}: a collection's insights, renamed, deleted, emptied one by one. */
export function CollectionPage() {
  const { t } = useTranslation('collections');
  const { namespace = '', collectionId = '' } = useParams();
  const collection = useGetCollectionQuery(collectionId);

  if (collection.isLoading) return <Spinner fullPage />;
  if (errorStatus(collection.error) === 404) {
    return (
      <section className="empty-state empty-state--page" aria-labelledby="collection-not-found">
        <h1 id="collection-not-found">{t('page.notFound')}</h1>
        <p>{t('page.notFoundBody')}</p>
        <Link className="btn btn--primary" to={homePath(namespace)}>
          {t('page.back')}
        </Link>
      </section>
    );
  }
  if (!collection.data) {
    return (
      <div className="stack">
        <Alert tone="error">{t('page.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void collection.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <CollectionView key={collectionId} namespace={namespace} detail={collection.data} />;
}

function CollectionView({ namespace, detail }: { namespace: string; detail: CollectionDetail }) {
  const { t } = useTranslation('collections');
  const navigate = useNavigate();
  const { collection, recommendations } = detail;
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [rename] = useRenameCollectionMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <div className="stack stack--loose collection-page">
      <Link className="back-link" to={homePath(namespace)}>
        {t('page.back')}
      </Link>
      <header className="collection-page__header">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="collection-page__title">
            {collection.name}
          </h1>
          <p className="muted">{t('section.count', { count: collection.recommendation_count })}</p>
        </div>
        <div className="collection-page__actions" role="group" aria-label={t('page.actions')}>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setRenaming(true)}>
            {t('rename.open')}
          </Button>
          <Button variant="danger" aria-haspopup="dialog" onClick={() => setDeleting(true)}>
            {t('delete.open')}
          </Button>
        </div>
      </header>
      <div aria-live="polite">{notice && <Alert tone="success">{notice}</Alert>}</div>

      <section aria-labelledby="collection-insights">
        <h2 id="collection-insights" className="visually-hidden">
          {t('page.insights')}
        </h2>
        {recommendations.length === 0 ? (
          <div className="empty-state panel">
            <h3>{t('page.emptyTitle')}</h3>
            <p>{t('page.emptyBody')}</p>
          </div>
        ) : (
          <ul className="collection-insights" aria-labelledby="collection-insights">
            {recommendations.map((insight) => (
              <CollectionInsightCard
                key={insight.recommendation_id}
                namespace={namespace}
                collectionId={collection.collection_id}
                insight={insight}
                onRemoved={() => {
                  setNotice(t('page.removed', { title: insight.title }));
                  headingRef.current?.focus();
                }}
              />
            ))}
          </ul>
        )}
      </section>

      <CollectionNameDialog
        open={renaming}
        title={t('rename.title')}
        initialName={collection.name}
        submitLabel={t('rename.submit')}
        cancelLabel={t('rename.cancel')}
        failedMessage={t('rename.failed')}
        onClose={() => setRenaming(false)}
        onSubmit={async (name) => {
          await rename({ collection_id: collection.collection_id, name }).unwrap();
          setRenaming(false);
          setNotice(t('rename.done'));
        }}
      />
      <DeleteCollectionDialog
        collectionId={collection.collection_id}
        name={collection.name}
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(homePath(namespace))}
      />
    </div>
  );
}

/** One insight of the collection: opened within the collection, or taken out of it. */
function CollectionInsightCard({
  namespace,
  collectionId,
  insight,
  onRemoved,
}: {
  namespace: string;
  collectionId: string;
  insight: CollectionRecommendation;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('collections');
  const format = useFormatters();
  const [remove, removing] = useRemoveInsightFromCollectionMutation();
  const [failed, setFailed] = useState(false);

  const onRemove = async () => {
    setFailed(false);
    try {
      await remove({ collection_id: collectionId, recommendation_id: insight.recommendation_id }).unwrap();
      onRemoved();
    } catch {
      setFailed(true);
    }
  };

  return (
    <li className={`collection-insight panel${insight.is_dismissed ? ' collection-insight--dismissed' : ''}`}>
      <div className="collection-insight__body">
        <div className="collection-insight__heading">
          <Link className="collection-insight__title" to={collectionInsightPath(namespace, collectionId, insight.recommendation_id)}>
            {insight.title}
          </Link>
          {insight.is_dismissed && <span className="badge badge--muted">{t('page.dismissed')}</span>}
          {insight.status === 'stale' && <span className="badge badge--muted">{t('page.stale')}</span>}
        </div>
        <p className="collection-insight__summary">{insight.summary}</p>
        <p className="collection-insight__meta">
          {t('page.meta', {
            project: insight.product_name || t('page.unknownProject'),
            mentions: t('page.mentions', { count: insight.snippet_count }),
            impact: format.number(Math.round(insight.impact_score)),
          })}
          {' · '}
          {t('page.added', { date: format.date(insight.added_at) })}
        </p>
        {insight.is_dismissed && insight.dismissal_reason && (
          <p className="collection-insight__meta">{t('page.dismissedReason', { reason: insight.dismissal_reason })}</p>
        )}
        {failed && <Alert tone="error">{t('page.removeFailed')}</Alert>}
      </div>
      <Button
        variant="secondary"
        className="collection-insight__remove"
        busy={removing.isLoading}
        aria-label={t('page.removeLabel', { title: insight.title })}
        onClick={() => void onRemove()}
      >
        {t('page.remove')}
      </Button>
    </li>
  );
}
