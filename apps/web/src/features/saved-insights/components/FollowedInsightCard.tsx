import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FollowedInsight } from '../api/types';
import { useSavedInsightFormatters } from './format';
import { followedInsightPath } from './paths';

/** One followed or saved insight: its title (the link to it), project, mentions, marks and latest activity. */
export function FollowedInsightCard({ namespace, insight }: { namespace: string; insight: FollowedInsight }) {
  const { t } = useTranslation('savedInsights');
  const format = useSavedInsightFormatters();
  const activity = insight.last_activity
    ? t(`activity.${insight.last_activity}`, { defaultValue: t('activity.other') })
    : t('activity.other');
  return (
    <li className="followed-card">
      <div className="followed-card__heading">
        <h2 className="followed-card__title">
          <Link to={followedInsightPath(namespace, insight.recommendation_id)}>{insight.title}</Link>
        </h2>
        <ul className="followed-card__marks" aria-label={t('card.marks')}>
          {insight.is_saved && <li className="badge">{t('card.saved')}</li>}
          {insight.is_followed && <li className="badge">{t('card.following')}</li>}
          {insight.is_dismissed && <li className="badge badge--muted">{t('card.dismissed')}</li>}
          {insight.status === 'stale' && <li className="badge badge--muted">{t('card.stale')}</li>}
        </ul>
      </div>
      <p className="followed-card__project">{t('card.project', { name: insight.product_name })}</p>
      <p className="followed-card__summary">{insight.summary}</p>
      <dl className="followed-card__facts">
        <div>
          <dt>{t('card.mentionsLabel')}</dt>
          <dd>{format.number(insight.snippet_count)}</dd>
        </div>
        <div>
          <dt>{t('card.impactLabel')}</dt>
          <dd>{format.number(Math.round(insight.user_updated_customer_impact_score))}</dd>
        </div>
        <div>
          <dt>{t('card.activityLabel')}</dt>
          <dd>
            <time dateTime={insight.last_activity_at}>
              {t('card.activity', { activity, when: format.dateTime(insight.last_activity_at) })}
            </time>
          </dd>
        </div>
      </dl>
    </li>
  );
}
