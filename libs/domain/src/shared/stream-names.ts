/** Stream names are `<category>-<id>`; categories name the aggregate or the unique claim. */
export const streams = {
  user: (userId: string) => `user-${userId}`,
  /** One refresh session: every refresh appends here, so the user's own stream stays short. */
  session: (sessionId: string) => `session-${sessionId}`,
  organisation: (organisationId: string) => `organisation-${organisationId}`,
  emailClaim: (emailKey: string) => `useremail-${emailKey}`,
  namespaceClaim: (namespace: string) => `namespace-${namespace}`,
  emailDomainClaim: (domain: string) => `emaildomain-${domain}`,
  invitee: (emailKey: string) => `invitee-${emailKey}`,
  /** The record of the one mail a reactor sends for an event: at most one per source event. */
  mail: (sourceEventId: string) => `mail-${sourceEventId}`,
  job: (jobId: string) => `job-${jobId}`,
  document: (documentId: string) => `document-${documentId}`,
  product: (productId: string) => `product-${productId}`,
  insight: (insightId: string) => `insight-${insightId}`,
  collection: (collectionId: string) => `collection-${collectionId}`,
  /** A collection name held within one organisation (`key`: a hash of the organisation and the name's key). */
  collectionNameClaim: (key: string) => `collectionname-${key}`,
  /** An insight's discussion (its comments); its own category, so the insight's own stream and its readers stay as they are. */
  insightComments: (insightId: string) => `insightcomments-${insightId}`,
  /** What a person has read of their notifications: private, carries no organisation. */
  notificationReads: (userId: string) => `notificationreads-${userId}`,
  /** An organisation's analyst-stream keys (hashes only); never published. */
  streamKeys: (organisationId: string) => `streamkeys-${organisationId}`,
  /** The questions a person asked the assistant: private, carries no organisation. */
  assistantSearches: (userId: string) => `assistantsearches-${userId}`,
  /** A project's generated document of one kind (research brief, product spec, value prop). */
  writeup: (productId: string, kind: string) => `writeup-${productId}.${kind}`,
};

export function categoryOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}
