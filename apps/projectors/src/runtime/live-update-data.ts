import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { LiveUpdateData } from '@app/infrastructure/live';

/**
 * What a live update may carry of its event, so that a browser patches the data it holds instead of
 * fetching it again (docs/api.md, "Live updates"): one small, explicit shape per event type, built
 * field by field from the event, with only what every member of the organisation already reads in
 * the read models. Nothing else of the event goes out: no personal note (its streams never reach
 * live updates at all, see live-update-relay.ts), no email address, no secret, nothing of another
 * organisation. An event whose fields are not as expected (an old schema) carries no data, and the
 * browser refetches as it did before.
 *
 * The insight events carry `revision`, the insight stream's revision after the event: the browser
 * patches an insight only when it is the next one after the revision it holds (so it never skips an
 * event it did not hear), and keeps sending the insight's revision as If-Match.
 */
type Builder = (data: Fields, event: RecordedEvent) => LiveUpdateData | undefined;
type Fields = Record<string, unknown>;

const text = (value: unknown): value is string => typeof value === 'string';
const count = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const texts = (value: unknown): value is string[] => Array.isArray(value) && value.every(text);

/** `keys` of `data`, each checked, or nothing when one is missing or of another type. */
function picked<K extends string>(data: Fields, checks: Record<K, (value: unknown) => boolean>): Record<K, unknown> | undefined {
  const out = {} as Record<K, unknown>;
  for (const key of Object.keys(checks) as K[]) {
    if (!checks[key](data[key])) return undefined;
    out[key] = data[key];
  }
  return out;
}

/** An insight's event: its id and the stream's revision after it, then the fields of its type. */
const insightData =
  (build: (data: Fields) => Record<string, unknown> | undefined): Builder =>
  (data, event) => {
    if (!text(data.insightId) || event.streamId !== `insight-${data.insightId}`) return undefined;
    const fields = build(data);
    return fields && ({ insightId: data.insightId, revision: event.revision, ...fields } as LiveUpdateData);
  };

/** Saved, unsaved, followed, unfollowed: whose (the collaborators name them) and when. */
const personal = (at: string) =>
  insightData((data) => (text(data.userId) && text(data[at]) ? { userId: data.userId, at: data[at] } : undefined));

const BUILDERS: Readonly<Record<string, Builder>> = {
  InsightSaved: personal('savedAt'),
  InsightUnsaved: personal('unsavedAt'),
  InsightFollowed: personal('followedAt'),
  InsightUnfollowed: personal('unfollowedAt'),
  InsightDismissed: insightData((data) => {
    if (!text(data.reason) || !text(data.dismissedAt) || !(data.searchQuery === null || text(data.searchQuery))) return undefined;
    return { reason: data.reason, searchQuery: data.searchQuery, at: data.dismissedAt };
  }),
  InsightResurfaced: insightData((data) => {
    const fields = picked(data, { dismissedAt: text, dismissedReason: text, newMentions: count, resurfacedAt: text });
    return (
      fields && {
        dismissedAt: fields.dismissedAt,
        dismissedReason: fields.dismissedReason,
        newMentions: fields.newMentions,
        at: fields.resurfacedAt,
      }
    );
  }),
  InsightDeleted: insightData((data) => (text(data.deletedAt) ? { at: data.deletedAt } : undefined)),
  InsightTeamPrioritySet: insightData((data) => {
    const fields = picked(data, { priority: text, setAt: text });
    return fields && { priority: fields.priority, at: fields.setAt };
  }),
  InsightImpactScoreSet: insightData((data) => {
    const fields = picked(data, { score: count, setBy: text, setAt: text });
    return fields && { score: fields.score, setBy: fields.setBy, at: fields.setAt };
  }),
  // The evidence's new figures (sentiment, sources, scores) are not sent: the browser refetches them.
  InsightSnippetRemoved: insightData((data) => {
    const fields = picked(data, { snippetId: text, removedAt: text });
    const content = data.content as Fields | undefined;
    if (!fields || !content || !count(content.snippetCount)) return undefined;
    return { snippetId: fields.snippetId, snippetCount: content.snippetCount, at: fields.removedAt };
  }),
  InsightCommentPosted: (data, event) => {
    const fields = picked(data, {
      insightId: text,
      commentId: text,
      chainId: text,
      start: text,
      text,
      authorId: text,
      mentions: texts,
      postedAt: text,
    });
    if (!fields || event.streamId !== `insightcomments-${data.insightId}`) return undefined;
    const { postedAt, ...rest } = fields;
    return { ...rest, at: postedAt } as LiveUpdateData;
  },
  InsightCommentDeleted: (data, event) => {
    const fields = picked(data, {
      insightId: text,
      commentId: text,
      chainId: text,
      chainEmptied: (value) => typeof value === 'boolean',
      deletedAt: text,
    });
    if (!fields || event.streamId !== `insightcomments-${data.insightId}`) return undefined;
    const { deletedAt, ...rest } = fields;
    return { ...rest, at: deletedAt } as LiveUpdateData;
  },
  CollectionCreated: collectionData({ name: text, createdAt: text }, 'createdAt'),
  CollectionRenamed: collectionData({ name: text, renamedAt: text }, 'renamedAt'),
  CollectionDeleted: collectionData({ deletedAt: text }, 'deletedAt'),
  InsightAddedToCollection: collectionData({ insightId: text, addedAt: text }, 'addedAt'),
  InsightRemovedFromCollection: collectionData({ insightId: text, removedAt: text }, 'removedAt'),
};

/** A collection's event: its id, the fields named, and its time as `at`. */
function collectionData(checks: Record<string, (value: unknown) => boolean>, at: string): Builder {
  return (data, event) => {
    const fields: Fields | undefined = picked<string>(data, { collectionId: text, ...checks });
    if (!fields || event.streamId !== `collection-${data.collectionId}`) return undefined;
    const { [at]: time, ...rest } = fields;
    return { ...rest, at: time } as LiveUpdateData;
  };
}

/** The event types whose live update carries data. */
export const LIVE_UPDATE_DATA_TYPES: ReadonlySet<string> = new Set(Object.keys(BUILDERS));

/**
 * The data a live update of this event carries, or undefined: an unknown type, fields not as
 * expected, or an event naming another organisation than its own.
 */
export function liveUpdateData(event: RecordedEvent): LiveUpdateData | undefined {
  const build = Object.prototype.hasOwnProperty.call(BUILDERS, event.type) ? BUILDERS[event.type] : undefined;
  const data = event.data as Fields | null;
  if (!build || !data || typeof data !== 'object') return undefined;
  if (data.organisationId !== undefined && data.organisationId !== event.metadata.organisationId) return undefined;
  return build(data, event);
}
