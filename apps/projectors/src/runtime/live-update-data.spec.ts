import type { RecordedEvent } from '@app/infrastructure/event-store';
import { LIVE_UPDATE_DATA_TYPES, liveUpdateData } from './live-update-data';
import { liveUpdatesFor } from './live-update-relay';

const AT = '2026-11-24T10:00:00.000Z';

function recorded(streamId: string, type: string, data: object, organisationId: string | null = 'c-1', revision = 7): RecordedEvent {
  return {
    id: `event-${type}`,
    type,
    data,
    streamId,
    revision,
    position: 100,
    metadata: { organisationId, actorId: 'u-1', correlationId: 'c', causationId: null, occurredAt: AT, schemaVersion: 1 },
  };
}

const insight = (type: string, data: object) => recorded('insight-i-1', type, { insightId: 'i-1', ...data });
const comments = (type: string, data: object) => recorded('insightcomments-i-1', type, { insightId: 'i-1', ...data });
const collection = (type: string, data: object) => recorded('collection-k-1', type, { collectionId: 'k-1', ...data });

describe('the data a live update carries', () => {
  it.each([
    ['InsightSaved', insight('InsightSaved', { userId: 'u-2', savedAt: AT }), { insightId: 'i-1', revision: 7, userId: 'u-2', at: AT }],
    [
      'InsightUnsaved',
      insight('InsightUnsaved', { userId: 'u-2', unsavedAt: AT }),
      { insightId: 'i-1', revision: 7, userId: 'u-2', at: AT },
    ],
    [
      'InsightFollowed',
      insight('InsightFollowed', { userId: 'u-2', followedAt: AT }),
      { insightId: 'i-1', revision: 7, userId: 'u-2', at: AT },
    ],
    [
      'InsightUnfollowed',
      insight('InsightUnfollowed', { userId: 'u-2', unfollowedAt: AT }),
      { insightId: 'i-1', revision: 7, userId: 'u-2', at: AT },
    ],
    [
      'InsightDismissed',
      insight('InsightDismissed', { reason: 'Covered', searchQuery: null, dismissedBy: 'u-2', dismissedAt: AT }),
      { insightId: 'i-1', revision: 7, reason: 'Covered', searchQuery: null, at: AT },
    ],
    [
      'InsightResurfaced',
      insight('InsightResurfaced', { dismissedAt: 'd', dismissedReason: 'Covered', newMentions: 6, jobId: 'j-1', resurfacedAt: AT }),
      { insightId: 'i-1', revision: 7, dismissedAt: 'd', dismissedReason: 'Covered', newMentions: 6, at: AT },
    ],
    ['InsightDeleted', insight('InsightDeleted', { deletedBy: 'u-2', deletedAt: AT }), { insightId: 'i-1', revision: 7, at: AT }],
    [
      'InsightTeamPrioritySet',
      insight('InsightTeamPrioritySet', { priority: 'high', previous: 'none', setBy: 'u-2', setAt: AT }),
      { insightId: 'i-1', revision: 7, priority: 'high', at: AT },
    ],
    [
      'InsightImpactScoreSet',
      insight('InsightImpactScoreSet', { score: 80, previous: 60, setBy: 'u-2', setAt: AT }),
      { insightId: 'i-1', revision: 7, score: 80, setBy: 'u-2', at: AT },
    ],
    [
      'InsightSnippetRemoved',
      insight('InsightSnippetRemoved', {
        snippetId: 'd-1:3',
        documentId: 'd-1',
        reason: 'Off topic',
        removedBy: 'u-2',
        removedAt: AT,
        content: { title: 'T', summary: 'S', snippetCount: 11, quotes: [{ text: 'long evidence' }] },
      }),
      { insightId: 'i-1', revision: 7, snippetId: 'd-1:3', snippetCount: 11, at: AT },
    ],
    [
      'InsightCommentPosted',
      comments('InsightCommentPosted', {
        commentId: 'm-1',
        organisationId: 'c-1',
        productId: 'p-1',
        chainId: 'ch-1',
        start: AT,
        text: 'Seen in March',
        authorId: 'u-2',
        mentions: ['u-3'],
        postedAt: AT,
      }),
      { insightId: 'i-1', commentId: 'm-1', chainId: 'ch-1', start: AT, text: 'Seen in March', authorId: 'u-2', mentions: ['u-3'], at: AT },
    ],
    [
      'InsightCommentDeleted',
      comments('InsightCommentDeleted', { commentId: 'm-1', chainId: 'ch-1', deletedBy: 'u-2', deletedAt: AT, chainEmptied: true }),
      { insightId: 'i-1', commentId: 'm-1', chainId: 'ch-1', chainEmptied: true, at: AT },
    ],
    [
      'CollectionCreated',
      collection('CollectionCreated', { organisationId: 'c-1', name: 'Q1', createdBy: 'u-2', createdAt: AT }),
      { collectionId: 'k-1', name: 'Q1', at: AT },
    ],
    [
      'CollectionRenamed',
      collection('CollectionRenamed', { name: 'Q2', previousName: 'Q1', renamedBy: 'u-2', renamedAt: AT }),
      { collectionId: 'k-1', name: 'Q2', at: AT },
    ],
    ['CollectionDeleted', collection('CollectionDeleted', { deletedBy: 'u-2', deletedAt: AT }), { collectionId: 'k-1', at: AT }],
    [
      'InsightAddedToCollection',
      collection('InsightAddedToCollection', { insightId: 'i-1', addedBy: 'u-2', addedAt: AT }),
      { collectionId: 'k-1', insightId: 'i-1', at: AT },
    ],
    [
      'InsightRemovedFromCollection',
      collection('InsightRemovedFromCollection', { insightId: 'i-1', removedBy: 'u-2', removedAt: AT }),
      { collectionId: 'k-1', insightId: 'i-1', at: AT },
    ],
  ])('%s: its own shape, field by field', (_type, event, expected) => {
    expect(liveUpdateData(event)).toEqual(expected);
  });

  it('has a shape for exactly the workflow events every member sees', () => {
    expect([...LIVE_UPDATE_DATA_TYPES].sort()).toEqual(
      [
        'InsightSaved',
        'InsightUnsaved',
        'InsightFollowed',
        'InsightUnfollowed',
        'InsightDismissed',
        'InsightResurfaced',
        'InsightDeleted',
        'InsightTeamPrioritySet',
        'InsightImpactScoreSet',
        'InsightSnippetRemoved',
        'InsightCommentPosted',
        'InsightCommentDeleted',
        'CollectionCreated',
        'CollectionRenamed',
        'CollectionDeleted',
        'InsightAddedToCollection',
        'InsightRemovedFromCollection',
      ].sort(),
    );
  });

  it('carries nothing for any other type', () => {
    expect(liveUpdateData(insight('InsightRevised', { title: 'T', revisedAt: AT }))).toBeUndefined();
    expect(liveUpdateData(recorded('user-u-1', 'UserProfileUpdated', { userId: 'u-1', email: 'ann@example.com' }))).toBeUndefined();
    expect(liveUpdateData(recorded('organisation-c-1', 'EmailDomainsSet', { domains: ['example.com'] }))).toBeUndefined();
    expect(liveUpdateData(insight('toString', {}))).toBeUndefined();
  });

  it('carries nothing when the fields are not as expected, or the event names another organisation or stream', () => {
    expect(liveUpdateData(insight('InsightSaved', { userId: 'u-2' }))).toBeUndefined();
    expect(liveUpdateData(insight('InsightDismissed', { reason: 3, searchQuery: null, dismissedAt: AT }))).toBeUndefined();
    expect(liveUpdateData(recorded('insight-i-2', 'InsightSaved', { insightId: 'i-1', userId: 'u-2', savedAt: AT }))).toBeUndefined();
    expect(
      liveUpdateData(
        recorded('collection-k-1', 'CollectionCreated', { collectionId: 'k-1', organisationId: 'c-2', name: 'Q1', createdAt: AT }),
      ),
    ).toBeUndefined();
  });

  it('never passes on a field it does not name (an email address, a reason of a removed snippet, the evidence)', () => {
    const data = liveUpdateData(
      insight('InsightSaved', { userId: 'u-2', savedAt: AT, email: 'ann@example.com', secret: 's3cret', organisationId: 'c-1' }),
    );
    expect(data).toEqual({ insightId: 'i-1', revision: 7, userId: 'u-2', at: AT });
    expect(JSON.stringify(liveUpdatesFor([insight('InsightSaved', { userId: 'u-2', savedAt: AT, email: 'ann@example.com' })]))).not.toMatch(
      /@example\.com/,
    );
  });
});

describe('live updates and personal notes', () => {
  const written = (organisationId: string | null) =>
    recorded(
      'insightnote-i-1.u-1',
      'InsightNoteWritten',
      { insightId: 'i-1', organisationId: 'c-1', userId: 'u-1', text: 'My private thought', savedAt: AT },
      organisationId,
    );

  it('announce no note, as recorded (no organisation in its metadata)', () => {
    expect(liveUpdatesFor([written(null)])).toEqual([]);
  });

  it('announce no note even were one to carry its organisation, nor anything of a note stream', () => {
    expect(liveUpdatesFor([written('c-1')])).toEqual([]);
    expect(
      liveUpdatesFor([recorded('insightnote-i-1.u-1', 'InsightNoteCleared', { insightId: 'i-1', userId: 'u-1', clearedAt: AT })]),
    ).toEqual([]);
    expect(liveUpdatesFor([recorded('insight-i-1', 'InsightNoteWritten', { insightId: 'i-1', text: 'x' })])).toEqual([]);
  });

  it("announce the insight's own events beside it, with their data", () => {
    expect(liveUpdatesFor([written('c-1'), insight('InsightFollowed', { userId: 'u-1', followedAt: AT })])).toEqual([
      {
        organisationId: 'c-1',
        type: 'InsightFollowed',
        position: 100,
        streamId: 'insight-i-1',
        data: { insightId: 'i-1', revision: 7, userId: 'u-1', at: AT },
      },
    ]);
  });
});
