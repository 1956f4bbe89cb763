import type { Page } from '../../projects/products';

export class GetInsightSnippetsQuery {
  constructor(
    readonly userId: string,
    readonly insightId: string,
    readonly page: Page,
    /** Only the new evidence of its latest analysis. */
    readonly newOnly = false,
    /** Only this member (a citation's), or null for all. */
    readonly snippetId: string | null = null,
  ) {}
}
