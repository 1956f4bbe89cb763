/** Add an insight to a collection, or take it out. */
export class CollectionInsightCommand {
  constructor(
    readonly userId: string,
    readonly collectionId: string,
    readonly insightId: string,
    readonly add: boolean,
  ) {}
}
