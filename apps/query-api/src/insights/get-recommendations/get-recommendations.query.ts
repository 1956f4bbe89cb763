export type RecommendationsTarget = { productId: string } | { insightId: string };

export class GetRecommendationsQuery {
  constructor(
    readonly userId: string,
    readonly target: RecommendationsTarget,
    readonly options: {
      primaryOnly: boolean;
      halfLifeDays: number | undefined;
      limit: number | undefined;
      chartMonths: number | undefined;
    },
  ) {}
}
