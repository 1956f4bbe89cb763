import type { WriteupKind } from './api/types';

const organisation = (namespace: string) => `/customer/${encodeURIComponent(namespace)}`;

/** Each kind's page: brief/{productId}, prd/{productId}, value-prop/{productId} (SPEC section 2). */
export const WRITEUP_SEGMENT: Record<WriteupKind, string> = {
  research_plan: 'brief',
  product_spec: 'prd',
  value_prop: 'value-prop',
};

export const writeupPath = (namespace: string, kind: WriteupKind, productId: string) =>
  `${organisation(namespace)}/${WRITEUP_SEGMENT[kind]}/${encodeURIComponent(productId)}`;

const withProduct = (path: string, productId?: string) => (productId ? `${path}?product=${encodeURIComponent(productId)}` : path);

/** Where a document is asked for: the research brief's questions, or the project (and insights) of the others. */
export const generatePath = (namespace: string, kind: WriteupKind, productId?: string) =>
  withProduct(
    `${organisation(namespace)}/${kind === 'research_plan' ? 'generate-research-plan' : kind === 'product_spec' ? 'generate-product' : 'generate-value-prop'}`,
    productId,
  );

export const autoBuildPath = (namespace: string, productId?: string) => withProduct(`${organisation(namespace)}/auto-build`, productId);

export const productPath = (namespace: string, productId: string) => `${organisation(namespace)}/product/${encodeURIComponent(productId)}`;

/** A citation opens its insight at the quote (?snippet=), or the insight itself when it cites the whole. */
export const citationPath = (namespace: string, recommendationId: string, snippetId: string | null) =>
  `${organisation(namespace)}/insight/${encodeURIComponent(recommendationId)}${snippetId ? `?snippet=${encodeURIComponent(snippetId)}` : ''}`;
