import { randomUUID } from 'node:crypto';
import type { ReadDocument, ReadStore } from './read-store.port';

/** The behaviour every read-model store must show; each adapter's spec runs this suite. */
export function readStoreContract(name: string, open: () => Promise<{ store: ReadStore; dispose: () => Promise<void> }>): void {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      ({ store, dispose } = await open());
    });
    afterAll(async () => {
      await dispose();
    });

    const collection = () => `things_${randomUUID().replace(/-/g, '')}`;
    const doc = (position: number, fields: Record<string, unknown>): ReadDocument => ({ _position: position, ...fields });

    it('commits documents and a checkpoint together and reads them back', async () => {
      const things = collection();
      const checkpoint = `cp-${randomUUID()}`;
      expect(await store.checkpoint(checkpoint)).toBe(0);
      await store.commit({
        writes: [{ collection: things, id: 'a', doc: doc(3, { name: 'Alpha', tags: ['x'] }) }],
        checkpoints: { [checkpoint]: 3 },
      });
      expect(await store.get(things, 'a')).toEqual({ _position: 3, name: 'Alpha', tags: ['x'] });
      expect(await store.checkpoint(checkpoint)).toBe(3);
      expect(await store.get(things, 'missing')).toBeNull();
    });

    it('replaces a document on a later write and deletes it on a null write', async () => {
      const things = collection();
      await store.commit({ writes: [{ collection: things, id: 'a', doc: doc(1, { v: 1 }) }], checkpoints: {} });
      await store.commit({ writes: [{ collection: things, id: 'a', doc: doc(2, { v: 2 }) }], checkpoints: {} });
      expect(await store.get(things, 'a')).toEqual({ _position: 2, v: 2 });
      await store.commit({ writes: [{ collection: things, id: 'a', doc: null }], checkpoints: {} });
      expect(await store.get(things, 'a')).toBeNull();
    });

    it('stores the whole document when a write names only the fields it changed', async () => {
      const things = collection();
      const before = doc(1, { title: 'Checkout fails', quotes: ['a', 'b'], saved_by: [] });
      await store.commit({ writes: [{ collection: things, id: 'a', doc: before }], checkpoints: {} });
      const after = { ...before, _position: 2, saved_by: ['u1'] };
      await store.commit({ writes: [{ collection: things, id: 'a', doc: after, changed: ['saved_by', '_position'] }], checkpoints: {} });
      expect(await store.get(things, 'a')).toEqual(after);
      // find reads the stored documents themselves, whatever a store keeps in memory.
      expect(await store.find(things, { title: 'Checkout fails' })).toEqual([after]);

      // Two arrays that only grew.
      const appended = { ...after, _position: 3, quotes: ['a', 'b', 'c'], saved_by: ['u1', 'u2'] };
      await store.commit({
        writes: [
          {
            collection: things,
            id: 'a',
            doc: appended,
            changed: ['quotes', 'saved_by', '_position'],
            appended: { quotes: 1, saved_by: 1 },
          },
        ],
        checkpoints: {},
      });
      expect(await store.find(things, { title: 'Checkout fails' })).toEqual([appended]);
    });

    it('keeps the last of several writes to one document in a batch', async () => {
      const things = collection();
      await store.commit({
        writes: [
          { collection: things, id: 'a', doc: doc(1, { v: 1 }) },
          { collection: things, id: 'a', doc: doc(2, { v: 2 }) },
        ],
        checkpoints: {},
      });
      expect(await store.get(things, 'a')).toEqual({ _position: 2, v: 2 });
    });

    it('gets many by id and finds by equality, array membership, sort and limit', async () => {
      const things = collection();
      await store.commit({
        writes: [
          { collection: things, id: '1', doc: doc(1, { org: 'o1', rank: 3, domains: ['a.com', 'b.com'] }) },
          { collection: things, id: '2', doc: doc(2, { org: 'o1', rank: 1, domains: ['c.com'] }) },
          { collection: things, id: '3', doc: doc(3, { org: 'o2', rank: 2, domains: [] }) },
        ],
        checkpoints: {},
      });
      const many = await store.getMany(things, ['1', '3', 'nope']);
      expect([...many.keys()].sort()).toEqual(['1', '3']);
      expect((await store.find(things, { org: 'o1' })).map((d) => d.rank).sort()).toEqual([1, 3]);
      expect((await store.find(things, { domains: { contains: 'b.com' } })).map((d) => d.org)).toEqual(['o1']);
      expect((await store.find(things, {}, { sortBy: 'rank' })).map((d) => d.rank)).toEqual([1, 2, 3]);
      expect((await store.find(things, {}, { sortBy: 'rank', descending: true, limit: 2 })).map((d) => d.rank)).toEqual([3, 2]);
      expect(await store.find(things, { org: 'nobody' })).toEqual([]);
    });

    it('finds the same with the indexes a collection declares (created once, idempotent), equality on null and booleans included', async () => {
      const things = collection();
      await store.ensureIndexes(things, [
        ['org', 'rank'],
        ['open', 'rank'],
      ]);
      await store.ensureIndexes(things, [
        ['org', 'rank'],
        ['open', 'rank'],
      ]);
      await store.commit({
        writes: [
          { collection: things, id: '1', doc: doc(1, { org: 'o1', rank: 3, open: true, owner: null }) },
          { collection: things, id: '2', doc: doc(2, { org: 'o1', rank: 1, open: false, owner: 'ann' }) },
          { collection: things, id: '3', doc: doc(3, { org: 'o2', rank: 2, open: true }) },
          { collection: things, id: '4', doc: doc(4, { org: 'o1', rank: 2, open: true, tags: ['o1'] }) },
        ],
        checkpoints: {},
      });
      const ids = async (filter: Parameters<ReadStore['find']>[1]) =>
        (await store.find(things, filter, { sortBy: 'rank', descending: true })).map((found) => found._position);
      expect(await ids({ org: 'o1' })).toEqual([1, 4, 2]);
      expect(await ids({ org: 'o1', open: true })).toEqual([1, 4]);
      expect(await ids({ open: false })).toEqual([2]);
      expect(await ids({ owner: null })).toEqual([1]);
      // An equality never matches inside an array, nor a missing field.
      expect(await ids({ tags: 'o1' })).toEqual([]);
      expect(await ids({ org: 'o1', tags: { contains: 'o1' } })).toEqual([4]);
      expect(await ids({ org: 'o1', rank: { in: [2, 3] } })).toEqual([1, 4]);
      expect(await ids({ owner: { in: ['ann', 'bob'] } })).toEqual([2]);
      expect(await ids({ org: { in: [] } })).toEqual([]);
      await expect(store.ensureIndexes(things, [['not a field']])).rejects.toThrow('Invalid field name');
      await expect(store.ensureIndexes(things, [{ contains: 'a.b' }])).rejects.toThrow('Invalid field name');
      // An array field's own index changes no answer.
      await store.ensureIndexes(things, [{ contains: 'tags' }]);
      expect(await ids({ org: 'o1', tags: { contains: 'o1' } })).toEqual([4]);
    });

    it('pages with skip and limit in the sort order, ties broken by id', async () => {
      const things = collection();
      await store.commit({
        writes: ['e', 'b', 'd', 'a', 'c'].map((id, index) => ({ collection: things, id, doc: doc(index + 1, { rank: id < 'c' ? 1 : 2 }) })),
        checkpoints: {},
      });
      const ids = async (skip: number, limit?: number) =>
        (await store.find(things, {}, { sortBy: 'rank', descending: true, skip, limit })).map((found) => found._position);
      // rank 2: c(5), d(3), e(1) by id; then rank 1: a(4), b(2).
      expect(await ids(0, 2)).toEqual([5, 3]);
      expect(await ids(2, 2)).toEqual([1, 4]);
      expect(await ids(4, 2)).toEqual([2]);
      expect(await ids(5, 2)).toEqual([]);
      expect(await ids(3)).toEqual([4, 2]);
    });

    it('searches a text field case-insensitively, every searched character matching itself', async () => {
      const things = collection();
      const names = [
        'Report 100% final.pdf',
        'file_name.txt',
        'fileXname.txt',
        'a.b (1)+[x].csv',
        'axb 1.csv',
        'C:\\dir\\notes.md',
        'MiXeD CaSe.docx',
      ];
      await store.commit({
        writes: names.map((name, index) => ({ collection: things, id: `n${index}`, doc: doc(index + 1, { name, org: index % 2 }) })),
        checkpoints: {},
      });
      // In write order: how a store collates text is not part of the contract.
      const search = async (contains: string, filter = {}) =>
        (await store.find(things, filter, { sortBy: '_position', textSearch: { field: 'name', contains } })).map((found) => found.name);
      expect(await search('%')).toEqual(['Report 100% final.pdf']);
      expect(await search('_')).toEqual(['file_name.txt']);
      expect(await search('e_n')).toEqual(['file_name.txt']);
      expect(await search('a.b (1)+[x]')).toEqual(['a.b (1)+[x].csv']);
      expect(await search('a.b')).toEqual(['a.b (1)+[x].csv']);
      expect(await search('.*')).toEqual([]);
      expect(await search('^C')).toEqual([]);
      expect(await search('\\dir\\')).toEqual(['C:\\dir\\notes.md']);
      expect(await search('mixed case')).toEqual(['MiXeD CaSe.docx']);
      expect(await search('FILE')).toEqual(['file_name.txt', 'fileXname.txt']);
      expect(await search('')).toHaveLength(names.length);
      expect(await search('(1)', { org: 1 })).toEqual(['a.b (1)+[x].csv']);
      expect(await search('(1)', { org: 0 })).toEqual([]);
      expect(await search('nowhere')).toEqual([]);
      const paged = await store.find(
        things,
        {},
        { sortBy: '_position', skip: 1, limit: 1, textSearch: { field: 'name', contains: 'TXT' } },
      );
      expect(paged.map((found) => found.name)).toEqual(['fileXname.txt']);
    });

    it('refuses field names that are not plain top-level names', async () => {
      const things = collection();
      await expect(store.find(things, {}, { textSearch: { field: "name' or '1'='1", contains: 'x' } })).rejects.toThrow(
        'Invalid field name',
      );
      await expect(store.find(things, {}, { textSearch: { field: 'a.b', contains: 'x' } })).rejects.toThrow('Invalid field name');
      await expect(store.find(things, {}, { sortBy: '$where' })).rejects.toThrow('Invalid field name');
    });

    it('treats filter values as data, never as operators', async () => {
      const things = collection();
      await store.commit({ writes: [{ collection: things, id: '1', doc: doc(1, { name: 'a' }) }], checkpoints: {} });
      expect(await store.find(things, { name: '{"$ne": null}' })).toEqual([]);
    });

    it('swaps a staged collection in for the live one, with its checkpoint', async () => {
      const live = collection();
      const staged = `${live}__rebuild`;
      const checkpoint = `cp-${randomUUID()}`;
      await store.commit({ writes: [{ collection: live, id: 'old', doc: doc(1, {}) }], checkpoints: { [checkpoint]: 1 } });
      await store.commit({ writes: [{ collection: staged, id: 'new', doc: doc(9, {}) }], checkpoints: {} });
      await store.swap([{ from: staged, to: live }], { [checkpoint]: 9 });
      expect(await store.get(live, 'old')).toBeNull();
      expect(await store.get(live, 'new')).toEqual({ _position: 9 });
      expect(await store.get(staged, 'new')).toBeNull();
      expect(await store.checkpoint(checkpoint)).toBe(9);
    });

    it('clears collections and checkpoints', async () => {
      const things = collection();
      const checkpoint = `cp-${randomUUID()}`;
      await store.commit({ writes: [{ collection: things, id: 'a', doc: doc(1, {}) }], checkpoints: { [checkpoint]: 1 } });
      await store.clear([things], [checkpoint]);
      expect(await store.get(things, 'a')).toBeNull();
      expect(await store.checkpoint(checkpoint)).toBe(0);
    });
  });
}
