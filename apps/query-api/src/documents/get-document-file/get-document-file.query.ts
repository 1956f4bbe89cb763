export class GetDocumentFileQuery {
  constructor(
    readonly userId: string,
    readonly documentId: string,
  ) {}
}
