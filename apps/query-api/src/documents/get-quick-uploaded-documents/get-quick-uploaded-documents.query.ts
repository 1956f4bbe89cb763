export class GetQuickUploadedDocumentsQuery {
  constructor(readonly userId: string) {}
}
