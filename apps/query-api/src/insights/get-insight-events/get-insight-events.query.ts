export class GetInsightEventsQuery {
  constructor(
    readonly userId: string,
    readonly insightId: string,
  ) {}
}
