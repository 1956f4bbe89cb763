import { ANALYSIS_OTHER_SNIPPETS_KEPT } from '@app/domain';
import type { Snippet } from '@app/insights';
import { otherBucketOf } from './other-bucket';

const ids = Array.from({ length: ANALYSIS_OTHER_SNIPPETS_KEPT + 7 }, (_, n) => `doc:with:colons:${n}`);
const snippetById = new Map(ids.map((id, n) => [id, { id, text: `Aside number ${n}` } as Snippet]));

describe("an analysis' Other bucket", () => {
  it('keeps the whole count and the first snippets in input order, each with its document and text', () => {
    const other = otherBucketOf({ other: { snippetIds: ids, minThemeSnippets: 3 } }, snippetById)!;
    expect(other.count).toBe(ids.length);
    expect(other.minThemeSnippets).toBe(3);
    expect(other.snippets).toHaveLength(ANALYSIS_OTHER_SNIPPETS_KEPT);
    expect(other.snippets[0]).toEqual({ snippetId: 'doc:with:colons:0', documentId: 'doc:with:colons', text: 'Aside number 0' });
    expect(other.snippets.at(-1)?.snippetId).toBe(`doc:with:colons:${ANALYSIS_OTHER_SNIPPETS_KEPT - 1}`);
  });

  it('is empty when every snippet found a theme, and absent when the engine gave no bucket', () => {
    expect(otherBucketOf({ other: { snippetIds: [], minThemeSnippets: 3 } }, snippetById)).toEqual({
      count: 0,
      minThemeSnippets: 3,
      snippets: [],
    });
    expect(otherBucketOf({}, snippetById)).toBeNull();
  });
});
