import type { ChangelogEntryView, StoredChangelogEntry } from './views';

/** The entry as a run stores it: without the fields it has nothing to say in. */
export function storedEntry(entry: ChangelogEntryView): StoredChangelogEntry {
  const stored: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(entry)) if (value !== null || field === 'actor') stored[field] = value;
  return stored as StoredChangelogEntry;
}

/** A stored entry read back whole: a field it left out is null. */
export function entryFromStored(stored: StoredChangelogEntry): ChangelogEntryView {
  return {
    reason: null,
    from: null,
    to: null,
    new_mentions: null,
    version: null,
    search_query: null,
    ...stored,
  };
}
