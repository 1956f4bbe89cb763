const organisation = (namespace: string) => `/customer/${encodeURIComponent(namespace)}`;

export const projectsPath = (namespace: string) => `${organisation(namespace)}/projects`;
export const createProjectPath = (namespace: string) => `${organisation(namespace)}/create-project`;
export const projectPath = (namespace: string, productId: string) => `${organisation(namespace)}/product/${encodeURIComponent(productId)}`;
