export class GetDocumentQuery {
  constructor(
    readonly userId: string,
    readonly documentId: string,
  ) {}
}
