import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { clearInsightNudge } from '../../../lib/insight-nudge';
import { useListFollowedInsightsQuery } from '../api/saved-insights-api';
import type { FollowedFilter } from '../api/types';
import { FilterTabs } from './FilterTabs';
import { FollowedInsightCard } from './FollowedInsightCard';
import { projectsPath } from './paths';
import './saved-insights.css';

export const FOLLOWED_PAGE_SIZE = 20;
const FILTERS = ['frequency', 'recent', 'all'] as const satisfies readonly FollowedFilter[];
const isFilter = (value: string | null): value is FollowedFilter => FILTERS.includes(value as FollowedFilter);

/**
 * /customer/{namespace}/saved-insights: Followed Insights, the person's saved and followed insights
 * across projects, by Frequency of Mention, Recent Activity or All Insights (dismissed ones too).
 */
export function SavedInsightsPage() {
  const { t } = useTranslation('savedInsights');
  const { namespace = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const filter: FollowedFilter = isFilter(filterParam) ? filterParam : 'frequency';
  const [page, setPage] = useState(1);
  const list = useListFollowedInsightsQuery({ filter, page, page_size: FOLLOWED_PAGE_SIZE }, { refetchOnMountOrArgChange: true });

  // Arriving here by any way (a link, the address bar) is opening Insights: the nudge has done its job.
  useEffect(() => {
    if (namespace) clearInsightNudge(namespace);
  }, [namespace]);

  const choose = (next: FollowedFilter) => {
    setPage(1);
    setParams(next === 'frequency' ? {} : { filter: next }, { replace: true });
  };

  let content;
  if (list.isLoading) {
    content = <Spinner />;
  } else if (!list.data) {
    content = (
      <div className="stack">
        <Alert tone="error">{t('loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (list.data.insights.length === 0) {
    content = (
      <div className="empty-state">
        <svg className="empty-state__icon" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path d="M14 8h20a2 2 0 0 1 2 2v30l-12-8-12 8V10a2 2 0 0 1 2-2z" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
        <h2>{t(`empty.${filter}.title`)}</h2>
        <p>{t(`empty.${filter}.body`)}</p>
        <Link className="btn btn--primary" to={projectsPath(namespace)}>
          {t('empty.action')}
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        <p className="muted" aria-live="polite">
          {t('count', { count: list.data.total })}
        </p>
        <ul className="followed-list" aria-busy={list.isFetching || undefined}>
          {list.data.insights.map((insight) => (
            <FollowedInsightCard key={insight.recommendation_id} namespace={namespace} insight={insight} />
          ))}
        </ul>
        {(page > 1 || list.data.has_next) && (
          <nav className="pagination" aria-label={t('pages')}>
            <Button variant="secondary" disabled={page <= 1 || list.isFetching} onClick={() => setPage(page - 1)}>
              {t('previous')}
            </Button>
            <span className="pagination__page" aria-live="polite">
              {t('page', { page })}
            </span>
            <Button variant="secondary" disabled={!list.data.has_next || list.isFetching} onClick={() => setPage(page + 1)}>
              {t('next')}
            </Button>
          </nav>
        )}
      </>
    );
  }

  return (
    <div className="stack stack--loose saved-insights">
      <header>
        <h1>{t('title')}</h1>
        <p className="muted">{t('subtitle')}</p>
      </header>
      <FilterTabs
        values={FILTERS}
        selected={filter}
        label={t('filters.label')}
        labelOf={(value) => t(`filters.${value}`)}
        onSelect={choose}
        idPrefix="followed"
      />
      <div id="followed-panel" role="tabpanel" aria-labelledby={`followed-tab-${filter}`} className="stack">
        <p className="muted">{t(`filterHints.${filter}`)}</p>
        {content}
      </div>
    </div>
  );
}
