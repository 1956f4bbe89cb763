import type { Multipart } from '@fastify/multipart';

export class UploadDocumentCommand {
  constructor(
    readonly userId: string,
    /** The multipart body, still streaming: the handler stores the file as it arrives. */
    readonly parts: AsyncIterable<Multipart>,
    /** Idempotency-Key header: a retried upload with the same key answers the first result. */
    readonly idempotencyKey: string | undefined,
  ) {}
}
