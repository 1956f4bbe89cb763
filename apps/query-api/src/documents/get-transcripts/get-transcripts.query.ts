import type { Page } from '../library';

export class GetTranscriptsQuery {
  constructor(
    readonly userId: string,
    readonly page: Page,
  ) {}
}
