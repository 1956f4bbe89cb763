export class GetProductOtherQuery {
  constructor(
    readonly userId: string,
    readonly productId: string,
  ) {}
}
