export class DeleteDocumentCommand {
  constructor(
    readonly userId: string,
    readonly documentId: string,
    /** From the quick-upload list: only a quick upload can be deleted there. */
    readonly quickUploadOnly: boolean,
  ) {}
}
