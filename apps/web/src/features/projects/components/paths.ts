const organisation = (namespace: string) => `/customer/${encodeURIComponent(namespace)}`;

export const projectsPath = (namespace: string) => `${organisation(namespace)}/projects`;
export const createProjectPath = (namespace: string) => `${organisation(namespace)}/create-project`;
export const projectPath = (namespace: string, productId: string) => `${organisation(namespace)}/product/${encodeURIComponent(productId)}`;
/** The Data Library's page of a document, where a survey's columns are corrected. */
export const libraryDocumentPath = (documentId: string) => `/settings/data-library/documents/${encodeURIComponent(documentId)}`;
export const LIBRARY_PATH = '/settings/data-library';
