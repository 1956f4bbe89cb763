export class GetInsightCollaboratorsQuery {
  constructor(
    readonly userId: string,
    readonly insightId: string,
  ) {}
}
