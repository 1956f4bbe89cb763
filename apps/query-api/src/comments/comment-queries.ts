import type { Page } from '../documents/library';

export class GetCommentsQuery {
  constructor(
    readonly userId: string,
    readonly insightId: string,
  ) {}
}

export class GetMentionsQuery {
  constructor(
    readonly userId: string,
    readonly page: Page,
  ) {}
}

export class GetNotificationsQuery {
  constructor(
    readonly userId: string,
    readonly page: Page,
  ) {}
}

export class GetMentionableMembersQuery {
  constructor(readonly userId: string) {}
}
