import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  FileNotFoundError,
  type FileSource,
  type FileStore,
  type StoredArtefact,
  type StoredFile,
  type WriteOptions,
} from './file-store.port';
import { isArtefactHash, isFileId, metered, sha256Of } from './metered-source';

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, Ceph...); AWS S3 when absent. */
  endpoint?: string;
  /** `bucket` in the path rather than in the host name, as most S3-compatible services need. */
  forcePathStyle?: boolean;
  /** Given by tests; otherwise the SDK's default chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profile, instance role). */
  credentials?: S3ClientConfig['credentials'];
}

/** Where each kind of content lives in the bucket; ids and hashes are checked before they get here. */
const s3FileKey = (fileId: string): string => `files/${fileId}`;
const s3ArtefactKey = (hash: string): string => `artefacts/${hash}`;

/**
 * Uploads in flight at once for one write. Each holds a 5 MiB part in memory (the multipart
 * minimum), so one write holds at most about (this + 1) parts however large the file is.
 */
const PARTS_IN_FLIGHT = 2;

/** GetObject answers NoSuchKey for a missing key; HeadObject, having no body, only NotFound. */
const isMissing = (error: unknown): boolean => {
  const name = (error as Error | undefined)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/**
 * The file port on an S3-compatible bucket: uploads under `files/<uuid>`, artefacts under
 * `artefacts/<sha256>`. S3 makes an object visible only once its PutObject or
 * CompleteMultipartUpload succeeds, so a file is readable only once complete. A refused or failed
 * write has its multipart upload aborted, so no object and no stray part is left.
 * Needs s3:ListBucket besides object access: without it S3 answers 403, not 404, for a missing key.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3FileStoreOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: options.credentials,
    });
  }

  async write(source: FileSource, options: WriteOptions): Promise<StoredFile> {
    const fileId = randomUUID();
    const measured = { size: 0, sha256: '' };
    let sourceError: unknown;
    async function* watched(): AsyncGenerator<Uint8Array> {
      try {
        yield* metered(source, options.maxBytes, measured);
      } catch (error) {
        sourceError = error;
        throw error;
      }
    }
    // One PutObject when the bytes fit in one part, a multipart upload otherwise. When the source
    // fails (or passes the cap), Upload waits for the parts in flight, then aborts the multipart
    // upload so S3 drops every part; `leavePartsOnError` is false by default and stays so.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: s3FileKey(fileId), Body: Readable.from(watched(), { objectMode: false }) },
      queueSize: PARTS_IN_FLIGHT,
    });
    try {
      await upload.done();
    } catch (error) {
      // The source's error first (FileTooLargeError is a 413, not a storage failure), even if the
      // abort that followed it failed too: a bucket lifecycle rule then drops the stray parts.
      throw sourceError ?? error;
    }
    return { fileId, sha256: measured.sha256, size: measured.size };
  }

  async read(fileId: string): Promise<Readable> {
    if (!isFileId(fileId)) throw new FileNotFoundError(String(fileId));
    try {
      // GetObject answers once the headers are in: a missing key fails here, not later in the stream.
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: s3FileKey(fileId) }));
      return (response.Body as Readable | undefined) ?? Readable.from([]);
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(fileId);
      throw error;
    }
  }

  async remove(fileId: string): Promise<void> {
    // A malformed id names nothing this store could have written: nothing to remove.
    if (!isFileId(fileId)) return;
    // DeleteObject succeeds for a missing key: removal is idempotent as it is.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: s3FileKey(fileId) }));
  }

  async writeArtefact(bytes: Uint8Array): Promise<StoredArtefact> {
    const hash = sha256Of(bytes);
    const key = s3ArtefactKey(hash);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { hash };
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    // Two writers of the same content race harmlessly: both put identical bytes under one key.
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes }));
    return { hash };
  }

  async readArtefact(hash: string): Promise<Uint8Array> {
    if (!isArtefactHash(hash)) throw new FileNotFoundError(String(hash));
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: s3ArtefactKey(hash) }));
      return (await response.Body?.transformToByteArray()) ?? new Uint8Array();
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(hash);
      throw error;
    }
  }

  async removeArtefact(hash: string): Promise<void> {
    if (!isArtefactHash(hash)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: s3ArtefactKey(hash) }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
