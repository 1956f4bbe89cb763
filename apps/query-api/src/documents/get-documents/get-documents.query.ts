import type { DocumentKind } from '@app/domain';
import type { Page } from '../library';

export class GetDocumentsQuery {
  constructor(
    readonly userId: string,
    readonly page: Page,
    readonly search: string | undefined,
    readonly kind: DocumentKind | undefined,
  ) {}
}
