const organisation = (namespace: string) => `/customer/${encodeURIComponent(namespace)}`;

export const projectsPath = (namespace: string) => `${organisation(namespace)}/projects`;
export const productPath = (namespace: string, productId: string) => `${organisation(namespace)}/product/${encodeURIComponent(productId)}`;
export const insightPath = (namespace: string, productId: string, recommendationId: string) =>
  `${productPath(namespace, productId)}/recommendation/${encodeURIComponent(recommendationId)}`;
