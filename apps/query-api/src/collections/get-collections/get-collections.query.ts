export class GetCollectionsQuery {
  constructor(readonly userId: string) {}
}
