import { useGetDocumentSnippetsInfiniteQuery } from '../api/documents-api';

const SNIPPETS_PAGE_SIZE = 50;

/** A ready document's snippets, in file order, as far as they have been loaded. */
export function useDocumentSnippets(documentId: string) {
  const query = useGetDocumentSnippetsInfiniteQuery({ documentId, page_size: SNIPPETS_PAGE_SIZE });
  return {
    snippets: query.data?.pages.flatMap((page) => page.snippets) ?? [],
    isLoading: query.isLoading,
    failed: query.isError && !query.data,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
