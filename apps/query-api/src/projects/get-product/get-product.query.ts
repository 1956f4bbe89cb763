export class GetProductQuery {
  constructor(
    readonly userId: string,
    readonly productId: string,
  ) {}
}
