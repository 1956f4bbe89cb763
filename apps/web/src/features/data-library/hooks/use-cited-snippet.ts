import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { useDocumentSnippets } from './use-document-snippets';

/**
 * The snippet a citation opened the document at (?snippet=, a quote's "Open in" link). Until it is
 * among the loaded snippets, the next page is loaded, one at a time; once it is there, its element
 * (given `propsOf`) is marked, scrolled to and focused, so that a screen reader starts there too.
 * `missing` says every page is loaded and it is not among them.
 */
export function useCitedSnippet({
  snippets,
  isLoading,
  failed,
  hasMore,
  loadingMore,
  loadMoreFailed,
  loadMore,
}: ReturnType<typeof useDocumentSnippets>) {
  const [searchParams] = useSearchParams();
  const cited = searchParams.get('snippet');
  const found = cited !== null && snippets.some((snippet) => snippet.snippet_id === cited);
  const searching = cited !== null && !found && !isLoading && !failed;
  const loaded = snippets.length;
  // How many snippets there were when the last page was asked for: a page that brings none ends
  // the search whatever its has_next says, and a failed one stops it (its "Load more" goes on).
  const askedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!searching || !hasMore || loadingMore || loadMoreFailed || askedAt.current === loaded) return;
    askedAt.current = loaded;
    loadMore();
  }, [searching, hasMore, loadingMore, loadMoreFailed, loaded, loadMore]);

  // Called as the cited element mounts: after its page arrives, or at once if it was already loaded.
  const focusCited = useCallback((element: HTMLElement | null) => {
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, []);

  return {
    isCited: (snippetId: string) => snippetId === cited,
    /** The cited snippet's element's attributes; none for any other. */
    propsOf: (snippetId: string) => (snippetId === cited ? { ref: focusCited, tabIndex: -1, 'aria-current': 'true' as const } : {}),
    missing: searching && !hasMore,
  };
}
