import type { Page } from '../../documents/library';

export type ChangelogTarget = { productId: string } | { insightId: string };

export class GetChangelogQuery {
  constructor(
    readonly userId: string,
    readonly target: ChangelogTarget,
    readonly page: Page,
  ) {}
}
