export class GetProductSourcesQuery {
  constructor(
    readonly userId: string,
    readonly productId: string,
  ) {}
}
