import { useTranslation } from 'react-i18next';
import type { Recommendation } from '../api/types';
import { useFormatters } from './format';

/** "Back in the list: dismissed on {date} as “{reason}”; {n} new mentions since." */
export function ResurfacedNote({ resurfaced }: { resurfaced: NonNullable<Recommendation['resurfaced']> }) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  const values = {
    date: format.date(resurfaced.dismissed_at) ?? resurfaced.dismissed_at,
    reason: resurfaced.dismissed_reason,
    value: format.number(resurfaced.new_mentions),
  };
  return (
    <p className="insight-note insight-note--resurfaced">
      {resurfaced.new_mentions === 1 ? t('resurfaced.noteOne', values) : t('resurfaced.noteMany', values)}
    </p>
  );
}

/** "Dismissed on {date} as “{reason}”": out of the project's list, still readable here. */
export function DismissalBanner({ dismissal }: { dismissal: NonNullable<Recommendation['dismissal']> }) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  return (
    <div className="insight-note insight-note--dismissed">
      <p className="insight-note__title">
        {t('dismiss.banner', { date: format.date(dismissal.at) ?? dismissal.at, reason: dismissal.reason })}
      </p>
      <p>{t('dismiss.bannerDetail')}</p>
    </div>
  );
}
