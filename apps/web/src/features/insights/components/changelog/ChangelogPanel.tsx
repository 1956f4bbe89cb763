import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { Spinner } from '../../../../components/ui/Spinner';
import { type ChangelogTarget, useGetChangelogQuery } from './changelog-api';
import { ChangelogList } from './ChangelogList';
import './changelog.css';

export const CHANGELOG_PAGE_SIZE = 10;

interface ChangelogPanelProps {
  target: ChangelogTarget;
  intro: string;
  /** For a project's changelog: where each entry's insight lives. */
  insightsOf?: { namespace: string; productId: string };
  /** Beside the heading (the CSV download). */
  actions?: ReactNode;
}

/** A changelog, a page at a time, newest first, with its loading, error and empty states. */
export function ChangelogPanel({ target, intro, insightsOf, actions }: ChangelogPanelProps) {
  const { t } = useTranslation('changelog');
  const [page, setPage] = useState(1);
  const changelog = useGetChangelogQuery({ ...target, page, page_size: CHANGELOG_PAGE_SIZE });
  const headingId = 'recommendation' in target ? 'insight-changelog' : 'project-changelog';

  let content;
  if (changelog.isLoading) content = <Spinner />;
  else if (!changelog.data) {
    content = (
      <div className="stack">
        <Alert tone="error">{t('loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void changelog.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (changelog.data.entries.length === 0) {
    content = <p className="muted">{t('empty')}</p>;
  } else {
    content = <ChangelogList entries={changelog.data.entries} busy={changelog.isFetching} insightsOf={insightsOf} />;
  }

  const hasNext = changelog.data?.has_next ?? false;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <div className="changelog-header">
        <h2 id={headingId}>{t('title')}</h2>
        {actions}
      </div>
      <p className="muted">{intro}</p>
      {content}
      {(page > 1 || hasNext) && (
        <nav className="pagination" aria-label={t('pages')}>
          <Button variant="secondary" disabled={page <= 1 || changelog.isFetching} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <span className="pagination__page" aria-live="polite">
            {t('page', { page })}
          </span>
          <Button variant="secondary" disabled={!hasNext || changelog.isFetching} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
