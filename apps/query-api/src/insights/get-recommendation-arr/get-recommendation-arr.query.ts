export class GetRecommendationArrQuery {
  constructor(
    readonly userId: string,
    readonly insightId: string,
  ) {}
}
