import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  FileNotFoundError,
  type FileSource,
  type FileStore,
  type StoredArtefact,
  type StoredFile,
  type WriteOptions,
} from './file-store.port';
import { isArtefactHash, isFileId, metered, sha256Of } from './metered-source';

const ARTEFACTS = 'artefacts';
/** Temporary names live in their own folder, on the same file system so a rename is atomic. */
const TEMPORARY = '.tmp';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/**
 * Files under one directory (`DATA_DIR/files` by default): `<uuid>` for uploads, `artefacts/<sha256>`
 * for artefacts, `.tmp/` for writes in progress. Every write goes to a temporary name, is flushed,
 * then renamed: a crash leaves at most a stray file in `.tmp/`, never a half file under a real name.
 * Ids and hashes are checked against their exact shapes before they are joined to a path.
 */
export class LocalFileStore implements FileStore {
  private ready: Promise<void> | null = null;

  constructor(private readonly directory: string) {}

  async write(source: FileSource, options: WriteOptions): Promise<StoredFile> {
    await this.prepare();
    const fileId = randomUUID();
    const measured = { size: 0, sha256: '' };
    const temporary = this.temporaryPath();
    try {
      const handle = await open(temporary, 'wx');
      try {
        for await (const chunk of metered(source, options.maxBytes, measured)) await handle.write(chunk);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, path.join(this.directory, fileId));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { fileId, sha256: measured.sha256, size: measured.size };
  }

  async read(fileId: string): Promise<Readable> {
    if (!isFileId(fileId)) throw new FileNotFoundError(String(fileId));
    try {
      // Opening first turns a missing file into FileNotFoundError here rather than a stream error later.
      const handle = await open(path.join(this.directory, fileId), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(fileId);
      throw error;
    }
  }

  async remove(fileId: string): Promise<void> {
    // A malformed id names nothing this store could have written: nothing to remove.
    if (!isFileId(fileId)) return;
    await rm(path.join(this.directory, fileId), { force: true });
  }

  async writeArtefact(bytes: Uint8Array): Promise<StoredArtefact> {
    await this.prepare();
    const hash = sha256Of(bytes);
    const target = path.join(this.directory, ARTEFACTS, hash);
    try {
      await open(target, 'r').then((handle) => handle.close());
      return { hash };
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    const temporary = this.temporaryPath();
    try {
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      // Two writers of the same content race harmlessly: both rename identical bytes onto one name.
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { hash };
  }

  async readArtefact(hash: string): Promise<Uint8Array> {
    if (!isArtefactHash(hash)) throw new FileNotFoundError(String(hash));
    try {
      return await readFile(path.join(this.directory, ARTEFACTS, hash));
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(hash);
      throw error;
    }
  }

  async removeArtefact(hash: string): Promise<void> {
    if (!isArtefactHash(hash)) return;
    await rm(path.join(this.directory, ARTEFACTS, hash), { force: true });
  }

  async close(): Promise<void> {
    // Nothing is held open between calls.
  }

  private prepare(): Promise<void> {
    this.ready ??= (async () => {
      await mkdir(path.join(this.directory, ARTEFACTS), { recursive: true });
      await mkdir(path.join(this.directory, TEMPORARY), { recursive: true });
    })().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  private temporaryPath(): string {
    return path.join(this.directory, TEMPORARY, `${randomUUID()}.part`);
  }
}
