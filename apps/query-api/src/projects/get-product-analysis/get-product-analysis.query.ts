export class GetProductAnalysisQuery {
  constructor(
    readonly userId: string,
    readonly productId: string,
  ) {}
}
