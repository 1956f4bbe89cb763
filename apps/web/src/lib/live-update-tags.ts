import type { ReadModelTag } from './cache-policy';

// Each live update names the event stream it comes from, `<category>-<id>` (libs/domain
// stream-names). The streams of the aggregates whose read models the app caches say exactly which
// cached entry changed; claim streams (namespace-, useremail-, emaildomain-, invitee-) back none.

/** A tag naming one cached read-model entry, as the queries provide it. */
export interface ReadModelEntryTag {
  type: ReadModelTag;
  id: string;
}

/** The parts of a live update that say what changed. */
export interface StreamUpdate {
  type: string;
  streamId?: string;
  organisationId?: string;
}

const TAG_TYPE_BY_STREAM_CATEGORY = new Map<string, ReadModelTag>([
  ['user', 'User'],
  ['organisation', 'Customer'],
]);

/** The customers read model counts members from each user's join event, which is on the user's stream. */
const MEMBERSHIP_EVENT_TYPES = new Set(['UserJoinedOrganisation']);

/** Splits at the first dash only: the ids themselves (UUIDs, namespaces) contain dashes. */
function parseStreamId(streamId: string): { category: string; id: string } | null {
  const dash = streamId.indexOf('-');
  return dash > 0 && dash < streamId.length - 1 ? { category: streamId.slice(0, dash), id: streamId.slice(dash + 1) } : null;
}

/** The cached entries an update changes; invalidating a tag no entry provides refetches nothing. */
export function tagsForUpdate(update: StreamUpdate): ReadModelEntryTag[] {
  const stream = typeof update.streamId === 'string' ? parseStreamId(update.streamId) : null;
  const type = stream && TAG_TYPE_BY_STREAM_CATEGORY.get(stream.category);
  if (!stream || !type) return [];
  const tags: ReadModelEntryTag[] = [{ type, id: stream.id }];
  if (type === 'User' && MEMBERSHIP_EVENT_TYPES.has(update.type) && update.organisationId) {
    tags.push({ type: 'Customer', id: update.organisationId });
  }
  return tags;
}
