export class GetRecommendationImpactQuery {
  constructor(
    readonly userId: string,
    readonly insightId: string,
  ) {}
}
