import type { Page } from '../library';

export class GetSalesRecordsQuery {
  constructor(
    readonly userId: string,
    readonly documentId: string,
    readonly page: Page,
  ) {}
}
