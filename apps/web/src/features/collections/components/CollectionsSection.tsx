import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CollectionNameDialog } from '../../../components/collections/CollectionNameDialog';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { collectionPath, useCreateCollectionMutation, useListCollectionsQuery } from '../../../lib/collections-api';
import { useFormatters } from '../../../lib/format';
import './collections.css';

/** The home page's Collections (SPEC.md section 2): the organisation's collections, newest first, and a new one. */
export function CollectionsSection() {
  const { t } = useTranslation('collections');
  const { namespace = '' } = useParams();
  const navigate = useNavigate();
  const format = useFormatters();
  const collections = useListCollectionsQuery();
  const [create] = useCreateCollectionMutation();
  const [creating, setCreating] = useState(false);

  let content;
  if (collections.isLoading) content = <Spinner />;
  else if (!collections.data) {
    content = (
      <div className="stack">
        <Alert tone="error">{t('section.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void collections.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (collections.data.collections.length === 0) {
    content = (
      <div className="empty-state">
        <svg className="empty-state__icon" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path d="M8 14h14l4 5h14v19a3 3 0 0 1-3 3H11a3 3 0 0 1-3-3z" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
        <h3>{t('section.emptyTitle')}</h3>
        <p>{t('section.emptyBody')}</p>
      </div>
    );
  } else {
    content = (
      <ul className="collection-grid">
        {collections.data.collections.map((collection) => (
          <li key={collection.collection_id} className="collection-tile">
            <Link className="collection-tile__name" to={collectionPath(namespace, collection.collection_id)}>
              {collection.name}
            </Link>
            <span className="collection-tile__meta">
              {t('section.count', { count: collection.recommendation_count })}
              {' · '}
              {t('section.updated', { date: format.date(collection.updated_at) })}
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="panel collections-section" aria-labelledby="collections-title">
      <div className="panel__header">
        <h2 id="collections-title">{t('section.title')}</h2>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setCreating(true)}>
          {t('section.new')}
        </Button>
      </div>
      {content}
      <CollectionNameDialog
        open={creating}
        title={t('create.title')}
        submitLabel={t('create.submit')}
        cancelLabel={t('create.cancel')}
        failedMessage={t('create.failed')}
        onClose={() => setCreating(false)}
        onSubmit={async (name) => {
          const created = await create(name).unwrap();
          setCreating(false);
          void navigate(collectionPath(namespace, created.collection_id));
        }}
      />
    </section>
  );
}
