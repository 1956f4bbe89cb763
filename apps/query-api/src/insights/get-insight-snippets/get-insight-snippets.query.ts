import type { Page } from '../../projects/products';

export class GetInsightSnippetsQuery {
  constructor(
    readonly userId: string,
    readonly insightId: string,
    readonly page: Page,
  ) {}
}
