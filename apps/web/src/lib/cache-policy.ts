// Cache lifetimes from SPEC section 7. "Fresh" is how long cached data is trusted without live
// updates: it is never refetched on focus, mount or a timer, and after the live-update socket
// reconnects (updates may have been missed) only data older than its fresh window is refetched.

export type ReadModelTag = 'User' | 'Customer' | 'Document' | 'Project' | 'Insight';

export interface CachePolicy {
  tag: ReadModelTag;
  freshSeconds: number;
  keepSeconds: number;
}

export const USER_CACHE: CachePolicy = { tag: 'User', freshSeconds: 5 * 60, keepSeconds: 10 * 60 };
export const CUSTOMER_CACHE: CachePolicy = { tag: 'Customer', freshSeconds: 10 * 60, keepSeconds: 15 * 60 };
/** SPEC gives no lifetime for documents: statuses change within seconds, so a reconnect refetches what is over a minute old. */
export const DOCUMENT_CACHE: CachePolicy = { tag: 'Document', freshSeconds: 60, keepSeconds: 5 * 60 };
/** Nor for projects and insights: an analysis moves them along within seconds, as documents. */
export const PROJECT_CACHE: CachePolicy = { tag: 'Project', freshSeconds: 60, keepSeconds: 5 * 60 };
export const INSIGHT_CACHE: CachePolicy = { tag: 'Insight', freshSeconds: 60, keepSeconds: 5 * 60 };

/** Cache policies by the name of the query endpoint they govern. */
export const CACHE_POLICIES: Record<string, CachePolicy> = {
  getCurrentUser: USER_CACHE,
  getCustomer: CUSTOMER_CACHE,
  listDocuments: DOCUMENT_CACHE,
  getDocument: DOCUMENT_CACHE,
  listTranscripts: DOCUMENT_CACHE,
  listProjectPages: PROJECT_CACHE,
  listRecentProjects: PROJECT_CACHE,
  getProjectDetail: PROJECT_CACHE,
  getProjectAnalysis: PROJECT_CACHE,
  listRecommendations: INSIGHT_CACHE,
  listRecommendationKeywords: INSIGHT_CACHE,
  getRecommendation: INSIGHT_CACHE,
  listTopInsights: INSIGHT_CACHE,
  listCollections: INSIGHT_CACHE,
  getCollection: INSIGHT_CACHE,
  // Comments, mentions and notifications move with the insights' events.
  getInsightComments: INSIGHT_CACHE,
  getMyMentions: INSIGHT_CACHE,
  getMyNotifications: INSIGHT_CACHE,
  getMentionableMembers: USER_CACHE,
  // Generated documents: their generation and their evidence move within seconds, as projects do.
  getWriteup: PROJECT_CACHE,
  listWriteups: PROJECT_CACHE,
};

/** Hook options that keep a query from refetching on mount, focus, reconnect or a timer. */
export const NO_AUTOMATIC_REFETCH = {
  refetchOnMountOrArgChange: false,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  pollingInterval: 0,
} as const;
