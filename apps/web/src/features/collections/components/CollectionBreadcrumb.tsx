import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { collectionPath, useGetCollectionQuery } from '../../../lib/collections-api';
import './collections.css';

/**
 * Above an insight opened from a collection: Home › the collection › Insight, so the way back is
 * the collection's (the insight page itself links to its project).
 */
export function CollectionBreadcrumb() {
  const { t } = useTranslation('collections');
  const { namespace = '', collectionId = '' } = useParams();
  const collection = useGetCollectionQuery(collectionId);
  const home = `/customer/${encodeURIComponent(namespace)}`;
  return (
    <nav className="collection-breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol>
        <li>
          <Link to={home}>{t('breadcrumb.home')}</Link>
        </li>
        <li>
          <Link to={collectionPath(namespace, collectionId)}>{collection.data?.collection.name ?? t('section.title')}</Link>
        </li>
        <li aria-current="page">{t('breadcrumb.insight')}</li>
      </ol>
    </nav>
  );
}
