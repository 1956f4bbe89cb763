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
