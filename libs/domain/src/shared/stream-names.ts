/** Stream names are `<category>-<id>`; categories name the aggregate or the unique claim. */
export const streams = {
  user: (userId: string) => `user-${userId}`,
  organisation: (organisationId: string) => `organisation-${organisationId}`,
  emailClaim: (emailKey: string) => `useremail-${emailKey}`,
  namespaceClaim: (namespace: string) => `namespace-${namespace}`,
  emailDomainClaim: (domain: string) => `emaildomain-${domain}`,
  invitee: (emailKey: string) => `invitee-${emailKey}`,
};

export function categoryOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}
