import type { Infrastructure } from '@app/infrastructure';
import { encodeSnippetArtefact, FileNotFoundError } from '@app/infrastructure/files';
import { CACHED_ARTEFACTS, SnippetArtefacts } from './snippet-artefacts';

/** A file store holding one artefact per hash `h<n>`, counting reads; `missing` fails once. */
function fakeFiles() {
  const reads: string[] = [];
  let missingOnce = true;
  const files = {
    async readArtefact(hash: string): Promise<Uint8Array> {
      reads.push(hash);
      if (hash === 'missing' && missingOnce) {
        missingOnce = false;
        throw new FileNotFoundError(hash);
      }
      return encodeSnippetArtefact(`doc-${hash}`, [{ text: `snippet of ${hash}`, location: { line: 1 }, count: 1 }]);
    },
  };
  return { reads, infrastructure: { files } as unknown as Pick<Infrastructure, 'files'> };
}

describe('snippet artefacts cache', () => {
  it('reads and decodes an artefact once however many pages ask, even at the same moment', async () => {
    const { reads, infrastructure } = fakeFiles();
    const artefacts = new SnippetArtefacts(infrastructure);
    const [first, second] = await Promise.all([artefacts.snippets('h1'), artefacts.snippets('h1')]);
    expect(await artefacts.snippets('h1')).toBe(first);
    expect(second).toBe(first);
    expect(first).toEqual([{ snippetId: 'doc-h1:0', text: 'snippet of h1', location: { line: 1 }, count: 1 }]);
    expect(reads).toEqual(['h1']);
  });

  it('keeps the most recently read artefacts and forgets the least recently read', async () => {
    const { reads, infrastructure } = fakeFiles();
    const artefacts = new SnippetArtefacts(infrastructure);
    for (let n = 0; n < CACHED_ARTEFACTS; n += 1) await artefacts.snippets(`h${n}`);
    await artefacts.snippets('h0'); // h0 is now the most recent; h1 the least.
    await artefacts.snippets('new');
    reads.length = 0;
    await artefacts.snippets('h0');
    await artefacts.snippets('h2');
    expect(reads).toEqual([]);
    await artefacts.snippets('h1');
    expect(reads).toEqual(['h1']);
  });

  it('does not remember a failed read', async () => {
    const { reads, infrastructure } = fakeFiles();
    const artefacts = new SnippetArtefacts(infrastructure);
    await expect(artefacts.snippets('missing')).rejects.toThrow(FileNotFoundError);
    expect(await artefacts.snippets('missing')).toHaveLength(1);
    expect(reads).toEqual(['missing', 'missing']);
  });
});
