export class GetCollectionQuery {
  constructor(
    readonly userId: string,
    readonly collectionId: string,
  ) {}
}
