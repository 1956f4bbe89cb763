import type { Infrastructure } from '@app/infrastructure';
import { encodeInsightMembers, FileNotFoundError, type InsightMember } from '@app/infrastructure/files';
import { InsightMembers } from './insight-members';

const member = (snippetId: string): InsightMember => ({ snippetId, documentId: snippetId.split(':')[0], sentiment: 0 });

/** A file store holding member lists by hash, counting reads; `missing` fails once. */
function fakeFiles(lists: Record<string, InsightMember[]>) {
  const reads: string[] = [];
  let missingOnce = true;
  const files = {
    async readArtefact(hash: string): Promise<Uint8Array> {
      reads.push(hash);
      if (hash === 'missing' && missingOnce) {
        missingOnce = false;
        throw new FileNotFoundError(hash);
      }
      return encodeInsightMembers(lists[hash] ?? []);
    },
  };
  return { reads, infrastructure: { files } as unknown as Pick<Infrastructure, 'files'> };
}

describe('insight members', () => {
  const lists = { h1: [member('d1:0'), member('d2:4')], h2: [member('d2:4'), member('d3:1')], h3: [member('d1:0')] };

  it('reads and decodes a member list once, however many ask at the same moment', async () => {
    const { reads, infrastructure } = fakeFiles(lists);
    const members = new InsightMembers(infrastructure);
    const [first, second] = await Promise.all([members.members('h1'), members.members('h1')]);
    expect(second).toBe(first);
    expect(await members.members('h1')).toBe(first);
    expect(first).toEqual(lists.h1);
    expect(reads).toEqual(['h1']);
  });

  it('says which insights each snippet belongs to, built once per set of member lists', async () => {
    const { reads, infrastructure } = fakeFiles(lists);
    const members = new InsightMembers(infrastructure);
    const set = [
      { insight_id: 'i-1', members_artefact: 'h1' },
      { insight_id: 'i-2', members_artefact: 'h2' },
    ];
    const index = await members.insightsBySnippet(set);
    expect(Object.fromEntries(index)).toEqual({ 'd1:0': ['i-1'], 'd2:4': ['i-1', 'i-2'], 'd3:1': ['i-2'] });
    expect(await members.insightsBySnippet(set.map((entry) => ({ ...entry })))).toBe(index);
    // A new analysis gives i-2 another member list: another set, another index.
    const revised = await members.insightsBySnippet([set[0], { insight_id: 'i-2', members_artefact: 'h3' }]);
    expect(Object.fromEntries(revised)).toEqual({ 'd1:0': ['i-1', 'i-2'], 'd2:4': ['i-1'] });
    expect(reads).toEqual(['h1', 'h2', 'h3']);
  });

  it('does not remember a failed read', async () => {
    const { reads, infrastructure } = fakeFiles(lists);
    const members = new InsightMembers(infrastructure);
    await expect(members.members('missing')).rejects.toThrow(FileNotFoundError);
    expect(await members.members('missing')).toEqual([]);
    expect(reads).toEqual(['missing', 'missing']);
  });
});
