/** Create, rename or delete a collection; the organisation comes from the caller's membership. */
export type ManageCollectionAction =
  | { type: 'CreateCollection'; name: string }
  | { type: 'RenameCollection'; collectionId: string; name: string }
  | { type: 'DeleteCollection'; collectionId: string };

export class ManageCollectionCommand {
  constructor(
    readonly userId: string,
    readonly action: ManageCollectionAction,
  ) {}
}
