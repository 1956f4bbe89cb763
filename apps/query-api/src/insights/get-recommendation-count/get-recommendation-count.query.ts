export class GetRecommendationCountQuery {
  constructor(
    readonly userId: string,
    readonly productId: string,
  ) {}
}
