// Cache lifetimes from SPEC section 7. "Fresh" is how long cached data is trusted without live
// updates: it is never refetched on focus, mount or a timer, and after the live-update socket
// reconnects (updates may have been missed) only data older than its fresh window is refetched.

export type ReadModelTag = 'User' | 'Customer';

export interface CachePolicy {
  tag: ReadModelTag;
  freshSeconds: number;
  keepSeconds: number;
}

export const USER_CACHE: CachePolicy = { tag: 'User', freshSeconds: 5 * 60, keepSeconds: 10 * 60 };
export const CUSTOMER_CACHE: CachePolicy = { tag: 'Customer', freshSeconds: 10 * 60, keepSeconds: 15 * 60 };

/** Cache policies by the name of the query endpoint they govern. */
export const CACHE_POLICIES: Record<string, CachePolicy> = {
  getCurrentUser: USER_CACHE,
  getCustomer: CUSTOMER_CACHE,
};

/** Hook options that keep a query from refetching on mount, focus, reconnect or a timer. */
export const NO_AUTOMATIC_REFETCH = {
  refetchOnMountOrArgChange: false,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  pollingInterval: 0,
} as const;
