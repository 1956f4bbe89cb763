import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { FileNotFoundError, type FileStore, FileTooLargeError } from './file-store.port';

export interface OpenedFileStore {
  store: FileStore;
  /** Counts everything the adapter holds (complete, partial and temporary), to prove a refused write left nothing. */
  storedCount: () => Promise<number>;
  dispose: () => Promise<void>;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

/** Deterministic, incompressible-looking bytes in chunks of `chunkSize`. */
async function* chunks(total: number, chunkSize: number): AsyncGenerator<Uint8Array> {
  let state = 0x9e3779b9;
  for (let offset = 0; offset < total; offset += chunkSize) {
    const chunk = new Uint8Array(Math.min(chunkSize, total - offset));
    for (let i = 0; i < chunk.length; i++) {
      state = (state * 1103515245 + 12345) >>> 0;
      chunk[i] = state >>> 24;
    }
    yield chunk;
  }
}

async function collect(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
}

const MALFORMED_IDS = [
  '../x',
  '../../etc/passwd',
  '',
  '.',
  'a/b',
  `${randomUUID()}/..`,
  `../${randomUUID()}`,
  randomUUID().toUpperCase(),
  'artefacts',
];

/** The behaviour every file store must show; each adapter's spec runs this suite. */
export function fileStoreContract(name: string, open: () => Promise<OpenedFileStore>): void {
  describe(`FileStore contract: ${name}`, () => {
    let opened: OpenedFileStore;
    let store: FileStore;

    beforeAll(async () => {
      opened = await open();
      store = opened.store;
    });
    afterAll(async () => {
      await opened.dispose();
    });

    it('stores bytes under a generated id and answers their hash and size', async () => {
      const bytes = Buffer.from('Customers keep asking for exports.\n');
      const stored = await store.write(Readable.from([bytes]), { maxBytes: 1024 });
      expect(stored.fileId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(stored.sha256).toBe(sha256(bytes));
      expect(stored.size).toBe(bytes.length);
      expect(await bytesOf(await store.read(stored.fileId))).toEqual(bytes);
    });

    it('gives the same content written twice two ids', async () => {
      const first = await store.write(Readable.from([Buffer.from('same')]), { maxBytes: 10 });
      const second = await store.write(Readable.from([Buffer.from('same')]), { maxBytes: 10 });
      expect(second.fileId).not.toBe(first.fileId);
      expect(second.sha256).toBe(first.sha256);
    });

    it('streams 5 MB in chunks and reads the same bytes back', async () => {
      const total = 5 * 1024 * 1024;
      const expected = await collect(chunks(total, 64 * 1024 + 7));
      const stored = await store.write(chunks(total, 64 * 1024 + 7), { maxBytes: total });
      expect(stored.size).toBe(total);
      expect(stored.sha256).toBe(sha256(expected));
      const read = await bytesOf(await store.read(stored.fileId));
      expect(read.length).toBe(total);
      expect(read.equals(expected)).toBe(true);
    });

    it('stores an empty file', async () => {
      const stored = await store.write(Readable.from([]), { maxBytes: 0 });
      expect(stored).toMatchObject({ size: 0, sha256: sha256(new Uint8Array()) });
      expect((await bytesOf(await store.read(stored.fileId))).length).toBe(0);
    });

    it('refuses a file past the cap with FileTooLargeError and leaves nothing behind', async () => {
      const before = await opened.storedCount();
      let pulled = 0;
      async function* large(): AsyncGenerator<Uint8Array> {
        for await (const chunk of chunks(3 * 1024 * 1024, 256 * 1024)) {
          pulled += chunk.length;
          yield chunk;
        }
      }
      const error = await store.write(large(), { maxBytes: 1024 * 1024 }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FileTooLargeError);
      expect((error as FileTooLargeError).maxBytes).toBe(1024 * 1024);
      // Reading stopped at the chunk that passed the cap.
      expect(pulled).toBeLessThanOrEqual(1024 * 1024 + 256 * 1024);
      expect(await opened.storedCount()).toBe(before);
    });

    it('refuses one byte over the cap and accepts exactly the cap', async () => {
      const before = await opened.storedCount();
      await expect(store.write(Readable.from([Buffer.alloc(101)]), { maxBytes: 100 })).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await opened.storedCount()).toBe(before);
      const stored = await store.write(Readable.from([Buffer.alloc(60), Buffer.alloc(40)]), { maxBytes: 100 });
      expect(stored.size).toBe(100);
    });

    it('passes on a failing source and leaves nothing behind', async () => {
      const before = await opened.storedCount();
      async function* failing(): AsyncGenerator<Uint8Array> {
        yield* chunks(512 * 1024, 64 * 1024);
        throw new Error('connection reset');
      }
      await expect(store.write(failing(), { maxBytes: 1024 * 1024 })).rejects.toThrow('connection reset');
      expect(await opened.storedCount()).toBe(before);
    });

    it('answers FileNotFoundError for an unknown id', async () => {
      await expect(store.read(randomUUID())).rejects.toBeInstanceOf(FileNotFoundError);
    });

    it('refuses ids that are not its own (no path traversal) as not found', async () => {
      for (const id of MALFORMED_IDS) {
        await expect(store.read(id)).rejects.toBeInstanceOf(FileNotFoundError);
        await expect(store.readArtefact(id)).rejects.toBeInstanceOf(FileNotFoundError);
        await expect(store.remove(id)).resolves.toBeUndefined();
      }
    });

    it('removes a file, and removing it again (or an unknown id) succeeds', async () => {
      const stored = await store.write(Readable.from([Buffer.from('to be removed')]), { maxBytes: 100 });
      const kept = await store.write(Readable.from([Buffer.from('kept')]), { maxBytes: 100 });
      await store.remove(stored.fileId);
      await expect(store.read(stored.fileId)).rejects.toBeInstanceOf(FileNotFoundError);
      await store.remove(stored.fileId);
      await store.remove(randomUUID());
      expect((await bytesOf(await store.read(kept.fileId))).toString()).toBe('kept');
    });

    it('stores artefacts under the hash of their content, once', async () => {
      const bytes = Buffer.from(`snippet ${randomUUID()}`);
      const before = await opened.storedCount();
      const first = await store.writeArtefact(bytes);
      expect(first.hash).toBe(sha256(bytes));
      const afterFirst = await opened.storedCount();
      expect(afterFirst).toBeGreaterThan(before);
      expect(await store.writeArtefact(Buffer.from(bytes))).toEqual(first);
      expect(await opened.storedCount()).toBe(afterFirst);
      expect(Buffer.from(await store.readArtefact(first.hash)).equals(bytes)).toBe(true);
      const empty = await store.writeArtefact(new Uint8Array());
      expect((await store.readArtefact(empty.hash)).length).toBe(0);
    });

    it('removes an artefact, and removing it again (or an unknown or malformed hash) succeeds', async () => {
      const removed = await store.writeArtefact(Buffer.from(`removed ${randomUUID()}`));
      const kept = await store.writeArtefact(Buffer.from(`kept ${randomUUID()}`));
      await store.removeArtefact(removed.hash);
      await expect(store.readArtefact(removed.hash)).rejects.toBeInstanceOf(FileNotFoundError);
      await store.removeArtefact(removed.hash);
      for (const id of MALFORMED_IDS) await expect(store.removeArtefact(id)).resolves.toBeUndefined();
      expect((await store.readArtefact(kept.hash)).length).toBeGreaterThan(0);
    });

    it('answers FileNotFoundError for an unknown artefact', async () => {
      await expect(store.readArtefact(sha256(Buffer.from(randomUUID())))).rejects.toBeInstanceOf(FileNotFoundError);
    });
  });
}
