import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileStoreContract } from './file-store.contract';
import { LocalFileStore } from './local-file-store';

/** Every file under the directory, temporary ones included. */
async function countFiles(directory: string): Promise<number> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

fileStoreContract('local directory', async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'file-store-'));
  const files = path.join(directory, 'files');
  return {
    store: new LocalFileStore(files),
    storedCount: () => countFiles(files),
    dispose: () => rm(directory, { recursive: true, force: true }),
  };
});

describe('LocalFileStore layout', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'file-store-layout-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('names a file by its id and an artefact by its hash, never by a user file name', async () => {
    const store = new LocalFileStore(directory);
    const { fileId } = await store.write(Readable.from([Buffer.from('x')]), { maxBytes: 1 });
    const { hash } = await store.writeArtefact(Buffer.from('y'));
    expect((await readdir(directory)).sort()).toEqual(['.tmp', 'artefacts', fileId].sort());
    expect(await readdir(path.join(directory, 'artefacts'))).toEqual([hash]);
    expect(await readdir(path.join(directory, '.tmp'))).toEqual([]);
  });
});
