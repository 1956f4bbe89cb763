import { insightEventTypes } from '../insights/insight.events';
import { integrationEventMappings, toPublicEvent } from './integration-events';

describe('integration event mapping', () => {
  it('publishes every insight event under its versioned insights topic', () => {
    const topics = [...insightEventTypes].map((type) => integrationEventMappings[type]?.topic);
    expect(topics).toEqual([
      'insights.insight-created.v1',
      'insights.insight-revised.v1',
      'insights.insight-marked-stale.v1',
      'insights.insight-impact-score-set.v1',
      'insights.insight-saved.v1',
      'insights.insight-unsaved.v1',
      'insights.insight-followed.v1',
      'insights.insight-unfollowed.v1',
      'insights.insight-dismissed.v1',
      'insights.insight-resurfaced.v1',
      'insights.insight-deleted.v1',
      'insights.insight-snippet-removed.v1',
      'insights.insight-team-priority-set.v1',
    ]);
  });

  it('keeps only the listed fields: a field added to an event later does not leave the product', () => {
    expect(
      toPublicEvent('InsightSaved', { insightId: 'i-1', userId: 'u-1', savedAt: '2026-11-24T00:00:00.000Z', privateNote: 'mine' }),
    ).toEqual({ topic: 'insights.insight-saved.v1', payload: { insightId: 'i-1', userId: 'u-1', savedAt: '2026-11-24T00:00:00.000Z' } });
  });

  it('publishes no email address, name, secret or note', () => {
    const fields = Object.values(integrationEventMappings).flatMap((mapping) => mapping?.fields ?? []);
    for (const banned of ['email', 'firstName', 'lastName', 'passwordHash', 'tokenHash', 'note', 'keyHash', 'text'])
      expect(fields).not.toContain(banned);
    expect(toPublicEvent('InvitationSent', { invitationId: 'v-1', email: 'a@b.test', invitedBy: 'u-1' })).toEqual({
      topic: 'organisations.invitation-sent.v2',
      payload: { invitationId: 'v-1', invitedBy: 'u-1' },
    });
  });

  it("publishes who commented and whom they mentioned, never a comment's text", () => {
    expect(
      toPublicEvent('InsightCommentPosted', {
        commentId: 'c-1',
        insightId: 'i-1',
        organisationId: 'o-1',
        productId: 'p-1',
        chainId: 'c-1',
        start: '2026-11-24T00:00:00.000Z',
        text: 'Ask @Max about the churned accounts',
        authorId: 'u-1',
        mentions: ['u-2'],
        postedAt: '2026-11-24T00:00:00.000Z',
      }),
    ).toEqual({
      topic: 'insights.insight-comment-posted.v1',
      payload: {
        commentId: 'c-1',
        insightId: 'i-1',
        productId: 'p-1',
        chainId: 'c-1',
        start: '2026-11-24T00:00:00.000Z',
        authorId: 'u-1',
        mentions: ['u-2'],
        postedAt: '2026-11-24T00:00:00.000Z',
      },
    });
  });

  it('publishes nothing of a type it does not list (sessions, tokens, keys, types added later)', () => {
    for (const type of ['SessionStarted', 'PasswordChanged', 'StreamKeyCreated', 'InsightNoteWritten', 'InsightNoteCleared'])
      expect(toPublicEvent(type, { insightId: 'i-1' })).toBeNull();
  });

  it('publishes nothing when every public field of the event is absent (a change of names only)', () => {
    expect(toPublicEvent('UserProfileUpdated', { firstName: 'Ada' })).toBeNull();
    expect(toPublicEvent('UserProfileUpdated', { firstName: 'Ada', language: 'fr' })).toEqual({
      topic: 'identity.user-profile-updated.v2',
      payload: { language: 'fr' },
    });
  });

  it('names topics <context>.<kebab-case event>.v<n>, each once', () => {
    const topics = Object.values(integrationEventMappings).map((mapping) => mapping!.topic);
    for (const topic of topics) expect(topic).toMatch(/^[a-z]+\.[a-z]+(-[a-z]+)*\.v[1-9][0-9]*$/);
    expect(new Set(topics).size).toBe(topics.length);
  });
});
