import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useListRecommendationSnippetsQuery } from '../api/insights-api';
import type { InsightSnippet, Recommendation } from '../api/types';
import { excerpt, useFormatters } from './format';
import { OpenInFileLink } from './OpenInFileLink';
import { RemoveSnippetDialog } from './RemoveSnippetDialog';
import { SnippetContext } from './SnippetContext';

export const SNIPPETS_PAGE_SIZE = 20;

/**
 * Every snippet behind the insight, a page at a time, each removable with a reason; or, when its
 * latest analysis found new evidence, only that ("new since the last analysis").
 */
export function InsightMentions({ recommendation }: { recommendation: Recommendation }) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const [newOnly, setNewOnly] = useState(false);
  const [removing, setRemoving] = useState<InsightSnippet | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const recommendationId = recommendation.recommendation_id;
  const hasNew = recommendation.new_evidence_count > 0;
  const showingNew = newOnly && hasNew;
  const snippets = useListRecommendationSnippetsQuery({
    recommendation: recommendationId,
    page,
    page_size: SNIPPETS_PAGE_SIZE,
    // Named only when asked for: the page's first request of all mentions is the same cached one.
    ...(showingNew ? { new_only: true } : {}),
  });
  const count = snippets.data?.total ?? (showingNew ? recommendation.new_evidence_count : recommendation.snippet_count);
  const show = (onlyNew: boolean) => {
    setNewOnly(onlyNew);
    setPage(1);
  };

  let content;
  if (snippets.isLoading) content = <Spinner />;
  else if (!snippets.data) {
    content = (
      <div className="stack">
        <Alert tone="error">{t('mentions.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void snippets.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (snippets.data.snippets.length === 0) {
    content = <p className="muted">{t('mentions.empty')}</p>;
  } else {
    content = (
      <ul className="mentions" aria-busy={snippets.isFetching || undefined}>
        {snippets.data.snippets.map((snippet) => (
          <li key={snippet.snippet_id} className="mention">
            <p className="mention__text">{snippet.text}</p>
            <div className="mention__footer">
              <p className="mention__context">
                <SnippetContext snippet={snippet} />
                <OpenInFileLink
                  snippetId={snippet.snippet_id}
                  documentId={snippet.document_id}
                  fileName={snippet.file_name}
                  text={snippet.text}
                />
              </p>
              <Button
                variant="secondary"
                className="mention__remove"
                aria-haspopup="dialog"
                aria-label={t('removeSnippet.openLabel', { text: excerpt(snippet.text) })}
                onClick={() => {
                  setNotice(null);
                  setRemoving(snippet);
                }}
              >
                {t('removeSnippet.open')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  const hasNext = snippets.data?.has_next ?? false;
  return (
    <section className="panel" aria-labelledby="insight-mentions">
      <h2 id="insight-mentions" ref={headingRef} tabIndex={-1}>
        {t(showingNew ? 'mentions.newTitle' : 'mentions.title', { value: format.number(count) })}
      </h2>
      {hasNew && (
        <div className="mentions__filter" role="group" aria-label={t('mentions.show')}>
          <Button variant="secondary" aria-pressed={!showingNew} onClick={() => show(false)}>
            {t('mentions.all')}
          </Button>
          <Button variant="secondary" aria-pressed={showingNew} onClick={() => show(true)}>
            {t('mentions.new', { value: format.number(recommendation.new_evidence_count) })}
          </Button>
        </div>
      )}
      <div aria-live="polite">{notice && <Alert tone="success">{notice}</Alert>}</div>
      {content}
      {(page > 1 || hasNext) && (
        <nav className="pagination" aria-label={t('mentions.pages')}>
          <Button variant="secondary" disabled={page <= 1 || snippets.isFetching} onClick={() => setPage(page - 1)}>
            {t('mentions.previous')}
          </Button>
          <span className="pagination__page" aria-live="polite">
            {t('mentions.page', { page })}
          </span>
          <Button variant="secondary" disabled={!hasNext || snippets.isFetching} onClick={() => setPage(page + 1)}>
            {t('mentions.next')}
          </Button>
        </nav>
      )}
      <RemoveSnippetDialog
        recommendation={recommendation}
        snippet={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(left) => {
          setRemoving(null);
          setNotice(t('removeSnippet.removed', { value: format.number(left) }));
          // Its button is gone with it: the list's heading takes the focus.
          requestAnimationFrame(() => headingRef.current?.focus());
        }}
      />
    </section>
  );
}
