import type { Page } from '../library';

export class GetDocumentSnippetsQuery {
  constructor(
    readonly userId: string,
    readonly documentId: string,
    readonly page: Page,
  ) {}
}
