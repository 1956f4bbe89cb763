import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import type { Writeup } from '../api/types';

/** The evidence changed since the document was written: each change, and a refresh. */
export function StaleBanner({ writeup, refreshing, onRefresh }: { writeup: Writeup; refreshing: boolean; onRefresh: () => void }) {
  const { t } = useTranslation('writeups');
  return (
    <section className="writeup-stale writeup-noprint" aria-labelledby="writeup-stale-title">
      <h2 id="writeup-stale-title" className="writeup-stale__title">
        {t('page.stale.title')}
      </h2>
      <ul className="writeup-stale__changes">
        {writeup.newer_analysis !== null && <li>{t('page.stale.newerAnalysis', { version: writeup.newer_analysis })}</li>}
        {writeup.changes.map((change) => (
          <li key={`${change.recommendation_id}.${change.change}`}>
            {t('page.stale.changeLine', { title: change.title, change: t(`page.stale.change.${change.change}`) })}
          </li>
        ))}
      </ul>
      <p>{t('page.stale.body')}</p>
      <div>
        <Button busy={refreshing} onClick={onRefresh}>
          {refreshing ? t('page.stale.refreshing') : t('page.stale.refresh')}
        </Button>
      </div>
    </section>
  );
}
