import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { MinioContainer, type StartedMinioContainer } from '@testcontainers/minio';
import { describeWithContainers } from '../../../../test/support/containers';
import { fileStoreContract, type OpenedFileStore } from './file-store.contract';
import { FileNotFoundError, FileTooLargeError } from './file-store.port';
import { S3FileStore } from './s3-file-store';

// A release from before MinIO stopped publishing images; any S3-compatible image can be tried instead.
const IMAGE = process.env.TEST_MINIO_IMAGE ?? 'minio/minio:RELEASE.2025-04-22T22-12-26Z';
const REGION = 'us-east-1';
const MiB = 1024 * 1024;

// Pulling and starting the image can take longer than the default timeout.
jest.setTimeout(240_000);

/** `total` bytes of zeros and ones in chunks of `chunkSize`, counting what was pulled. */
function counted(total: number, chunkSize: number, pulled: { bytes: number }, failAfter = Infinity): AsyncGenerator<Uint8Array> {
  return (async function* () {
    for (let offset = 0; offset < total; offset += chunkSize) {
      if (offset >= failAfter) throw new Error('connection reset');
      const chunk = Buffer.alloc(Math.min(chunkSize, total - offset), offset / chunkSize);
      pulled.bytes += chunk.length;
      yield chunk;
    }
  })();
}

describe('S3FileStore without a server', () => {
  // Not a fake S3: a loopback port that drops every connection, counting them, so a test can
  // tell whether the store sent anything at all.
  let tripwire: Server;
  let connections = 0;
  let store: S3FileStore;

  beforeAll(async () => {
    tripwire = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => tripwire.listen(0, '127.0.0.1', resolve));
    const { port } = tripwire.address() as { port: number };
    store = new S3FileStore({
      bucket: 'unused',
      region: REGION,
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
  });
  afterAll(async () => {
    await store.close();
    await new Promise((resolve) => tripwire.close(resolve));
  });

  it('refuses malformed ids and hashes before sending any request', async () => {
    for (const id of ['../x', '', 'a/b', `../${randomUUID()}`, randomUUID().toUpperCase(), 'artefacts']) {
      await expect(store.read(id)).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(store.readArtefact(id)).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(store.remove(id)).resolves.toBeUndefined();
      await expect(store.removeArtefact(id)).resolves.toBeUndefined();
    }
    expect(connections).toBe(0);
  });

  it('refuses a small file past the cap without sending anything', async () => {
    await expect(store.write(Readable.from([Buffer.alloc(101)]), { maxBytes: 100 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(connections).toBe(0);
  });

  it('passes on a storage failure as it is, never as FileNotFoundError', async () => {
    const error = await store.read(randomUUID()).catch((caught: unknown) => caught);
    expect(connections).toBeGreaterThan(0);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(FileNotFoundError);
  });
});

describeWithContainers('S3 adapter', () => {
  let container: StartedMinioContainer;
  let inspector: S3Client;
  let buckets = 0;

  const clientConfig = () => ({
    region: REGION,
    endpoint: container.getConnectionUrl(),
    forcePathStyle: true,
    credentials: { accessKeyId: container.getUsername(), secretAccessKey: container.getPassword() },
  });

  beforeAll(async () => {
    container = await new MinioContainer(IMAGE).start();
    // A client of its own to create buckets and count what they hold.
    inspector = new S3Client(clientConfig());
  });
  afterAll(async () => {
    inspector?.destroy();
    await container?.stop();
  });

  /** Objects, and multipart uploads begun but neither completed nor aborted (their parts are stored too). */
  async function storedCount(bucket: string): Promise<number> {
    let count = 0;
    for await (const page of paginateListObjectsV2({ client: inspector }, { Bucket: bucket })) count += page.KeyCount ?? 0;
    let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const page = await inspector.send(new ListMultipartUploadsCommand({ Bucket: bucket, ...markers }));
      count += page.Uploads?.length ?? 0;
      if (!page.IsTruncated) return count;
      markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }

  /** A store on a bucket of its own, so suites do not see each other's objects. */
  async function openStore(): Promise<OpenedFileStore & { bucket: string }> {
    const bucket = `files-test-${++buckets}`;
    await inspector.send(new CreateBucketCommand({ Bucket: bucket }));
    const store = new S3FileStore({ bucket, ...clientConfig() });
    return { bucket, store, storedCount: () => storedCount(bucket), dispose: () => store.close() };
  }

  fileStoreContract('S3 (MinIO)', openStore);

  describe('S3FileStore on MinIO', () => {
    let opened: Awaited<ReturnType<typeof openStore>>;
    beforeAll(async () => {
      opened = await openStore();
    });
    afterAll(() => opened.dispose());

    it('counts a multipart upload in progress, so "nothing left behind" would see stray parts', async () => {
      const before = await opened.storedCount();
      const Key = `files/${randomUUID()}`;
      const { UploadId } = await inspector.send(new CreateMultipartUploadCommand({ Bucket: opened.bucket, Key }));
      await inspector.send(new UploadPartCommand({ Bucket: opened.bucket, Key, UploadId, PartNumber: 1, Body: Buffer.alloc(1024) }));
      expect(await opened.storedCount()).toBe(before + 1);
      await inspector.send(new AbortMultipartUploadCommand({ Bucket: opened.bucket, Key, UploadId }));
      expect(await opened.storedCount()).toBe(before);
    });

    it('keeps a file under files/<id> and an artefact under artefacts/<hash>', async () => {
      const layout = await openStore();
      const { fileId } = await layout.store.write(Readable.from([Buffer.from('x')]), { maxBytes: 1 });
      const { hash } = await layout.store.writeArtefact(Buffer.from('y'));
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client: inspector }, { Bucket: layout.bucket }))
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
      expect(keys.sort()).toEqual([`artefacts/${hash}`, `files/${fileId}`]);
      await layout.dispose();
    });

    it('stores a file of several parts through a multipart upload', async () => {
      const pulled = { bytes: 0 };
      const stored = await opened.store.write(counted(12 * MiB, MiB, pulled), { maxBytes: 12 * MiB });
      expect(stored.size).toBe(12 * MiB);
      // S3 gives a multipart object an ETag ending in -<number of parts>.
      const head = await inspector.send(new HeadObjectCommand({ Bucket: opened.bucket, Key: `files/${stored.fileId}` }));
      expect(head.ETag).toMatch(/-\d+"?$/);
      const read: Buffer[] = [];
      for await (const part of await opened.store.read(stored.fileId)) read.push(part as Buffer);
      const bytes = Buffer.concat(read);
      expect(bytes.length).toBe(12 * MiB);
      expect([bytes[0], bytes[MiB], bytes[12 * MiB - 1]]).toEqual([0, 1, 11]);
    });

    it('aborts a multipart upload past the cap: no object, no upload, no part left', async () => {
      const before = await opened.storedCount();
      const pulled = { bytes: 0 };
      const error = await opened.store.write(counted(40 * MiB, MiB, pulled), { maxBytes: 11 * MiB }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FileTooLargeError);
      // More than two 5 MiB parts were read, so parts had been sent before the cap was passed.
      expect(pulled.bytes).toBeGreaterThan(10 * MiB);
      expect(pulled.bytes).toBeLessThanOrEqual(12 * MiB);
      expect(await opened.storedCount()).toBe(before);
    });

    it('aborts a multipart upload whose source fails after parts were sent', async () => {
      const before = await opened.storedCount();
      const pulled = { bytes: 0 };
      await expect(opened.store.write(counted(40 * MiB, MiB, pulled, 12 * MiB), { maxBytes: 40 * MiB })).rejects.toThrow(
        'connection reset',
      );
      expect(pulled.bytes).toBe(12 * MiB);
      expect(await opened.storedCount()).toBe(before);
    });
  });
});
