import type { RecordedEvent } from '../event-store/event-store.port';
import type { ReadDocument } from '../read-store/read-store.port';
import { applyEvents } from './apply-events';
import type { AnyProjection } from './projection';

interface Thing {
  title: string;
  saved_by: string[];
  note?: string;
}

const event = (type: string, position: number, data: Record<string, unknown> = {}): RecordedEvent =>
  ({
    id: `e${position}`,
    type,
    data: { thingId: 't1', ...data },
    metadata: {},
    streamId: 'thing-t1',
    revision: position,
    position,
  }) as RecordedEvent;

// A fold in the usual style: each event copies the document shallowly and replaces what it changes.
const things = {
  collection: 'things',
  handles: new Set(['Created', 'Saved', 'NoteCleared', 'Viewed']),
  documentId: (e: RecordedEvent) => (e.data as { thingId: string }).thingId,
  evolve(doc: Thing | null, e: RecordedEvent) {
    if (e.type === 'Created') return { title: 'Checkout fails', saved_by: [], note: 'first' };
    if (e.type === 'Saved') return { ...doc!, saved_by: [...doc!.saved_by, (e.data as { by: string }).by] };
    if (e.type === 'Viewed') return doc;
    return { ...doc!, note: undefined };
  },
} as unknown as AnyProjection;

const storeOf = (docs: Record<string, ReadDocument>) => ({
  getMany: async <T extends ReadDocument>(_collection: string, ids: string[]) =>
    new Map(ids.filter((id) => docs[id]).map((id) => [id, docs[id] as T])),
});

describe('applyEvents', () => {
  it('names the fields a fold changed in a stored document, so a store may write only those', async () => {
    const stored = { _position: 1, title: 'Checkout fails', saved_by: [], note: 'first' };
    const [write] = await applyEvents(
      [things],
      [event('Saved', 2, { by: 'u1' }), event('Saved', 3, { by: 'u2' })],
      storeOf({ t1: stored }),
    );
    expect(write).toEqual({
      collection: 'things',
      id: 't1',
      doc: { _position: 3, title: 'Checkout fails', saved_by: ['u1', 'u2'], note: 'first' },
      changed: ['saved_by', '_position'],
      // The array only grew at its end: a store may append the two new elements alone.
      appended: { saved_by: 2 },
    });
  });

  it('does not call an array appended to when an element before its end changed', async () => {
    const stored = { _position: 1, title: 'Checkout fails', saved_by: ['u0'], note: 'first' };
    const unsaved = { ...things, evolve: (doc: Thing) => ({ ...doc, saved_by: ['u9', 'u1'] }) } as unknown as AnyProjection;
    const [write] = await applyEvents([unsaved], [event('Saved', 2, { by: 'u1' })], storeOf({ t1: stored }));
    expect(write.changed).toEqual(['saved_by', '_position']);
    expect(write.appended).toBeUndefined();
  });

  it('writes the whole document when there was none before, or a field went away', async () => {
    const [created] = await applyEvents([things], [event('Created', 1)], storeOf({}));
    expect(created.changed).toBeUndefined();
    const stored = { _position: 1, title: 'Checkout fails', saved_by: [], note: 'first' };
    const [cleared] = await applyEvents([things], [event('NoteCleared', 2)], storeOf({ t1: stored }));
    expect(cleared.changed).toBeUndefined();
  });

  it('writes nothing for events a document ignores, and keeps the position of the last that changed it', async () => {
    const stored = { _position: 1, title: 'Checkout fails', saved_by: [], note: 'first' };
    expect(await applyEvents([things], [event('Viewed', 2)], storeOf({ t1: stored }))).toEqual([]);
    // Nor for a document that does not exist and stays so.
    expect(await applyEvents([things], [event('Viewed', 2)], storeOf({}))).toEqual([]);
    const [write] = await applyEvents([things], [event('Saved', 2, { by: 'u1' }), event('Viewed', 3)], storeOf({ t1: stored }));
    expect(write.doc).toEqual({ _position: 2, title: 'Checkout fails', saved_by: ['u1'], note: 'first' });
  });

  it('writes whole documents into suffixed collections when asked not to name changes (a rebuild)', async () => {
    const stored = { _position: 1, title: 'Checkout fails', saved_by: [], note: 'first' };
    const writes = await applyEvents([things], [event('Saved', 2, { by: 'u1' })], storeOf({ t1: stored }), {
      collectionSuffix: '__staged',
      namesChanges: false,
    });
    expect(writes).toEqual([
      { collection: 'things__staged', id: 't1', doc: { _position: 2, title: 'Checkout fails', saved_by: ['u1'], note: 'first' } },
    ]);
  });
});
