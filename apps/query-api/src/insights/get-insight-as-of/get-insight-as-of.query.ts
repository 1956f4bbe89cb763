/** One insight as it stood at a moment (`at`, already parsed), for the caller. */
export class GetInsightAsOfQuery {
  constructor(
    readonly userId: string,
    readonly insightId: string,
    readonly at: Date,
  ) {}
}
