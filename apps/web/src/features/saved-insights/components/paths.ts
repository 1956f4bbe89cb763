/** SPEC section 2's routes of the organisation area that Followed Insights links to. */
const organisation = (namespace: string) => `/customer/${encodeURIComponent(namespace)}`;

export const savedInsightsPath = (namespace: string) => `${organisation(namespace)}/saved-insights`;
/** The insight page without its project in the path: the page finds the project from the insight. */
export const followedInsightPath = (namespace: string, recommendationId: string) =>
  `${organisation(namespace)}/insight/${encodeURIComponent(recommendationId)}`;
export const projectsPath = (namespace: string) => `${organisation(namespace)}/projects`;
