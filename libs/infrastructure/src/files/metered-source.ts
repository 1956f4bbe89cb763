import { createHash } from 'node:crypto';
import { FileTooLargeError, type FileSource } from './file-store.port';

/** File ids are random UUIDs; anything else (`../x`, `a/b`, '') is refused before any I/O. */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Artefact names are lower-case hex SHA-256. */
const HASH = /^[0-9a-f]{64}$/;

export const isFileId = (id: unknown): id is string => typeof id === 'string' && FILE_ID.test(id);
export const isArtefactHash = (hash: unknown): hash is string => typeof hash === 'string' && HASH.test(hash);

export const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export function assertMaxBytes(maxBytes: number): void {
  if (typeof maxBytes !== 'number' || Number.isNaN(maxBytes) || maxBytes < 0) throw new RangeError('maxBytes must be a number >= 0');
}

/**
 * Yields the source's chunks as bytes while hashing and counting them. The chunk that would pass
 * the cap is never yielded: FileTooLargeError is thrown instead, and leaving the `for await`
 * destroys a Readable source, so no more is read.
 */
export async function* metered(source: FileSource, maxBytes: number, result: { size: number; sha256: string }): AsyncGenerator<Uint8Array> {
  assertMaxBytes(maxBytes);
  const hash = createHash('sha256');
  let size = 0;
  for await (const raw of source as AsyncIterable<Uint8Array | string>) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
    size += chunk.byteLength;
    if (size > maxBytes) throw new FileTooLargeError(maxBytes);
    hash.update(chunk);
    if (chunk.byteLength > 0) yield chunk;
  }
  result.size = size;
  result.sha256 = hash.digest('hex');
}
