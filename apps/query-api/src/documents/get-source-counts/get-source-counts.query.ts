export class GetSourceCountsQuery {
  constructor(
    readonly userId: string,
    readonly productId: string,
  ) {}
}
