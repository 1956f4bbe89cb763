/** Commands of the comments context, as the controllers hand them over. */
export class PostCommentCommand {
  constructor(
    readonly userId: string,
    readonly insightId: string,
    readonly text: string,
    readonly chainId: string | null,
    readonly mentions: string[],
  ) {}
}

export class DeleteCommentCommand {
  constructor(
    readonly userId: string,
    readonly commentId: string,
  ) {}
}

export class MarkNotificationsReadCommand {
  constructor(
    readonly userId: string,
    readonly notificationIds: string[] | null,
  ) {}
}
