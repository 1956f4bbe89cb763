export class GetRecommendationKeywordsQuery {
  constructor(
    readonly userId: string,
    readonly productId: string,
  ) {}
}
