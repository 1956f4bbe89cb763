import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type Db, GridFSBucket, type GridFSBucketWriteStream, MongoClient, type ObjectId } from 'mongodb';
import {
  FileNotFoundError,
  type FileSource,
  type FileStore,
  type StoredArtefact,
  type StoredFile,
  type WriteOptions,
} from './file-store.port';
import { isArtefactHash, isFileId, metered, sha256Of } from './metered-source';
import { databaseNameOf } from '../mongo/database-name';

const FILES_BUCKET = 'files';
const ARTEFACTS_BUCKET = 'artefacts';

/** GridFS takes any `_id`; its typings say ObjectId. */
const asGridFsId = (id: string): ObjectId => id as unknown as ObjectId;

/** Writes one chunk and waits until the driver has taken it (and stored any chunk it completed). */
function writeChunk(upload: GridFSBucketWriteStream, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => upload.write(chunk, (error) => (error ? reject(error) : resolve())));
}

/**
 * The file port on MongoDB GridFS: uploads in bucket `files` with the generated UUID as `_id`,
 * artefacts in bucket `artefacts` with the content hash as file name. GridFS inserts the file
 * document only after the last chunk, so a file is readable only once complete; a refused or
 * failed upload has its chunks deleted before the error is passed on.
 */
export class GridFsFileStore implements FileStore {
  private readonly client: MongoClient;
  private readonly db: Db;
  private readonly files: GridFSBucket;
  private readonly artefacts: GridFSBucket;

  constructor(url: string) {
    this.client = new MongoClient(url);
    this.db = this.client.db(databaseNameOf(url));
    this.files = new GridFSBucket(this.db, { bucketName: FILES_BUCKET });
    this.artefacts = new GridFSBucket(this.db, { bucketName: ARTEFACTS_BUCKET });
  }

  async write(source: FileSource, options: WriteOptions): Promise<StoredFile> {
    const fileId = randomUUID();
    const measured = { size: 0, sha256: '' };
    // The file name is the id too: the user's file name is never stored here.
    const upload = this.files.openUploadStreamWithId(asGridFsId(fileId), fileId);
    // Failures reach us through the write callbacks and `finished`; without a listener an 'error'
    // event would be thrown as an uncaught exception.
    upload.on('error', () => undefined);
    try {
      // One chunk at a time, each awaited: when the source fails (or passes the cap) no chunk
      // insert is still in flight, so the clean-up below finds every chunk written.
      for await (const chunk of metered(source, options.maxBytes, measured)) await writeChunk(upload, chunk);
      upload.end();
      await finished(upload);
    } catch (error) {
      upload.destroy();
      await this.discard(FILES_BUCKET, fileId).catch(() => undefined);
      throw error;
    }
    return { fileId, sha256: measured.sha256, size: measured.size };
  }

  async read(fileId: string): Promise<Readable> {
    if (!isFileId(fileId)) throw new FileNotFoundError(String(fileId));
    // The download stream reports a missing file only once read: look it up first.
    const found = await this.db.collection<{ _id: string }>(`${FILES_BUCKET}.files`).countDocuments({ _id: fileId }, { limit: 1 });
    if (found === 0) throw new FileNotFoundError(fileId);
    return this.files.openDownloadStream(asGridFsId(fileId));
  }

  async remove(fileId: string): Promise<void> {
    if (!isFileId(fileId)) return;
    // Not GridFSBucket.delete: it throws for an unknown id, and removal is idempotent.
    await this.discard(FILES_BUCKET, fileId);
  }

  async writeArtefact(bytes: Uint8Array): Promise<StoredArtefact> {
    const hash = sha256Of(bytes);
    if (await this.findArtefact(hash)) return { hash };
    // Generated ObjectIds, not the hash, as `_id`: two racing writers of the same content then each
    // store a complete copy (harmless, either one is read) instead of colliding on chunk keys,
    // where the loser's abort would delete the winner's chunks.
    const upload = this.artefacts.openUploadStream(hash);
    upload.end(bytes);
    try {
      await finished(upload);
    } catch (error) {
      await this.discard(ARTEFACTS_BUCKET, upload.id).catch(() => undefined);
      throw error;
    }
    return { hash };
  }

  async readArtefact(hash: string): Promise<Uint8Array> {
    if (!isArtefactHash(hash)) throw new FileNotFoundError(String(hash));
    const found = await this.findArtefact(hash);
    if (!found) throw new FileNotFoundError(hash);
    const parts: Buffer[] = [];
    for await (const part of this.artefacts.openDownloadStream(found._id)) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  async removeArtefact(hash: string): Promise<void> {
    if (!isArtefactHash(hash)) return;
    // Every copy: racing writers of the same content may each have stored one.
    for (const copy of await this.artefacts.find({ filename: hash }).toArray()) await this.discard(ARTEFACTS_BUCKET, copy._id);
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** The file document first, so no reader finds a file whose chunks are going, then every chunk. */
  private async discard(bucket: string, id: string | ObjectId): Promise<void> {
    await this.db.collection<{ _id: string | ObjectId }>(`${bucket}.files`).deleteOne({ _id: id });
    await this.db.collection(`${bucket}.chunks`).deleteMany({ files_id: id });
  }

  private findArtefact(hash: string) {
    return this.artefacts.find({ filename: hash }, { limit: 1 }).next();
  }
}
