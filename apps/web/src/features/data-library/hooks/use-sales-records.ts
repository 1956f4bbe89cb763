import { useGetSalesRecordsQuery } from '../api/documents-api';

export const SALES_RECORDS_PAGE_SIZE = 20;

/** One page of a ready CRM export's rows, in file order. */
export function useSalesRecords(documentId: string, page: number) {
  const query = useGetSalesRecordsQuery({ documentId, page, page_size: SALES_RECORDS_PAGE_SIZE });
  return {
    // The page shown stays on screen while the next one loads (marked busy), not after a failure.
    records: query.isError ? [] : (query.data?.records ?? []),
    hasNext: !query.isError && (query.data?.has_next ?? false),
    isLoading: query.isLoading,
    busy: query.isFetching,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
