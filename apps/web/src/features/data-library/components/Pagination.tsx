import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

/** Previous and Next around the current page; the server says whether a next page exists. */
export function Pagination({ page, hasNext, onPage }: { page: number; hasNext: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation('dataLibrary');
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <span className="pagination__page">{t('pagination.page', { page })}</span>
      <Button variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
