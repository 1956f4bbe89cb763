import { given } from '../shared/given-when-then.spec-helper';
import { streams } from '../shared/stream-names';
import type { InsightCommand } from './insight.commands';
import { insightDecider } from './insight.decider';
import { contentWithout, type RemovedEvidence } from './insight-evidence';
import { type InsightContent, type InsightEvent, NEW_EVIDENCE_IDS_KEPT } from './insight.events';

const insightId = 'i-1';
const org = 'org-1';
const t0 = '2025-03-01T10:00:00.000Z';
const content: InsightContent = {
  title: 'Export keeps failing',
  summary: 'Customers report exports that fail on large files.',
  keyPhrases: ['export', 'large files'],
  quotes: [{ snippetId: 'd1:4', documentId: 'd1', text: 'The export fails every time.' }],
  membersArtefact: 'sha256:' + 'a'.repeat(64),
  snippetCount: 12,
  sentiment: { mean: -0.4, label: 'negative', positive: 1, neutral: 2, negative: 9 },
  impact: { score: 61.5, factors: [{ name: 'frequency', value: 0.5, weight: 0.3, contribution: 15, known: true, explanation: 'x' }] },
  priority: { score: 48, factors: [] },
  surveyColumnName: null,
  surveyBreakdowns: [],
  sourceBreakdown: { byKind: { transcript: 12 }, byDocument: [{ documentId: 'd1', fileName: 'call.vtt', count: 12 }] },
  mentionsByDay: { '2025-02-28': 12 },
  measuredAt: t0,
  halfLifeDays: 30,
};
const create: InsightCommand = {
  type: 'CreateInsight',
  insightId,
  organisationId: org,
  productId: 'p-1',
  jobId: 'analysis-p-1-1',
  version: 1,
  now: t0,
  ...content,
};
const created: InsightEvent = {
  type: 'InsightCreated',
  data: { insightId, organisationId: org, productId: 'p-1', jobId: 'analysis-p-1-1', version: 1, ...content, createdAt: t0 },
};
const revise = (jobId = 'analysis-p-1-2', ids: string[] = ['d2:1']): InsightCommand => ({
  type: 'ReviseInsight',
  jobId,
  version: 2,
  newEvidence: { count: ids.length, snippetIds: ids },
  now: t0,
  ...content,
  snippetCount: 13,
});

describe('insight decider', () => {
  it('names its stream insight-<insightId>', () => {
    expect(streams.insight(insightId)).toBe('insight-i-1');
  });

  it('creates an insight once per analysis: the same job again records nothing, another job may not reuse the id', () => {
    given(insightDecider).when(create).then([created]);
    given(insightDecider, [created]).when(create).then([]);
    given(insightDecider, [created])
      .when({ ...create, jobId: 'analysis-p-1-9' } as InsightCommand)
      .thenThrows('INSIGHT_ID_TAKEN');
  });

  it('revises it with its new evidence once per analysis, keeping at most a bounded list of ids', () => {
    given(insightDecider, [created])
      .when(revise())
      .then([
        {
          type: 'InsightRevised',
          data: {
            insightId,
            jobId: 'analysis-p-1-2',
            version: 2,
            ...content,
            snippetCount: 13,
            newEvidence: { count: 1, snippetIds: ['d2:1'] },
            revisedAt: t0,
          },
        },
      ]);
    const many = Array.from({ length: NEW_EVIDENCE_IDS_KEPT + 5 }, (_, index) => `d2:${index}`);
    const [event] = insightDecider.decide(revise('analysis-p-1-3', many), insightDecider.evolve(insightDecider.initialState, created));
    expect(event).toMatchObject({ data: { newEvidence: { count: NEW_EVIDENCE_IDS_KEPT + 5 } } });
    expect((event.data as { newEvidence: { snippetIds: string[] } }).newEvidence.snippetIds).toHaveLength(NEW_EVIDENCE_IDS_KEPT);
    given(insightDecider).when(revise()).thenThrows('INSIGHT_NOT_FOUND');
  });

  it('marks it stale once; a later analysis finding it again makes it current', () => {
    const stale: InsightEvent = { type: 'InsightMarkedStale', data: { insightId, jobId: 'analysis-p-1-2', version: 2, markedAt: t0 } };
    given(insightDecider, [created]).when({ type: 'MarkInsightStale', jobId: 'analysis-p-1-2', version: 2, now: t0 }).then([stale]);
    given(insightDecider, [created, stale]).when({ type: 'MarkInsightStale', jobId: 'analysis-p-1-3', version: 3, now: t0 }).then([]);
    const [revived] = insightDecider.decide(
      revise('analysis-p-1-3'),
      [created, stale].reduce(insightDecider.evolve, insightDecider.initialState),
    );
    expect(insightDecider.evolve(insightDecider.initialState, created).status).toBe('current');
    expect(revived.type).toBe('InsightRevised');
  });

  it("records a person's impact score from 0 to 100 of their own organisation's insight", () => {
    const score = (value: number, organisationId = org): InsightCommand => ({
      type: 'SetImpactScore',
      organisationId,
      score: value,
      setBy: 'bob',
      now: t0,
    });
    // Each change says what people saw before: the analysis' score first, then a person's own.
    const setTo80: InsightEvent = {
      type: 'InsightImpactScoreSet',
      data: { insightId, score: 80, previous: 61.5, setBy: 'bob', setAt: t0 },
    };
    given(insightDecider, [created]).when(score(80)).then([setTo80]);
    given(insightDecider, [created, setTo80]).when(score(80)).then([]);
    given(insightDecider, [created, setTo80])
      .when(score(30))
      .then([{ type: 'InsightImpactScoreSet', data: { insightId, score: 30, previous: 80, setBy: 'bob', setAt: t0 } }]);
    given(insightDecider, [created]).when(score(101)).thenThrows('IMPACT_SCORE_INVALID');
    given(insightDecider, [created]).when(score(Number.NaN)).thenThrows('IMPACT_SCORE_INVALID');
    given(insightDecider, [created]).when(score(50, 'org-2')).thenThrows('INSIGHT_NOT_FOUND');
  });

  describe('the workflow of people', () => {
    const by = (type: 'SaveInsight' | 'UnsaveInsight' | 'FollowInsight' | 'UnfollowInsight', userId = 'bob', organisationId = org) =>
      ({ type, organisationId, userId, now: t0 }) as InsightCommand;
    const saved: InsightEvent = { type: 'InsightSaved', data: { insightId, userId: 'bob', savedAt: t0 } };
    const followed: InsightEvent = { type: 'InsightFollowed', data: { insightId, userId: 'bob', followedAt: t0 } };
    const dismiss = (reason: string, searchQuery: string | null = null, organisationId = org): InsightCommand => ({
      type: 'DismissInsight',
      organisationId,
      userId: 'carol',
      reason,
      searchQuery,
      now: t0,
    });
    const dismissed: InsightEvent = {
      type: 'InsightDismissed',
      data: { insightId, reason: 'Not relevant', searchQuery: null, dismissedBy: 'carol', dismissedAt: t0 },
    };
    const deleted: InsightEvent = { type: 'InsightDeleted', data: { insightId, deletedBy: 'dan', deletedAt: t0 } };

    it('saves and follows for each person, once, and unsaves and unfollows only what they had', () => {
      given(insightDecider, [created]).when(by('SaveInsight')).then([saved]);
      given(insightDecider, [created, saved]).when(by('SaveInsight')).then([]);
      given(insightDecider, [created, saved])
        .when(by('SaveInsight', 'erin'))
        .then([{ type: 'InsightSaved', data: { insightId, userId: 'erin', savedAt: t0 } }]);
      given(insightDecider, [created, saved])
        .when(by('UnsaveInsight'))
        .then([{ type: 'InsightUnsaved', data: { insightId, userId: 'bob', unsavedAt: t0 } }]);
      given(insightDecider, [created, saved]).when(by('UnsaveInsight', 'erin')).then([]);
      given(insightDecider, [created]).when(by('FollowInsight')).then([followed]);
      given(insightDecider, [created, followed]).when(by('FollowInsight')).then([]);
      given(insightDecider, [created, followed])
        .when(by('UnfollowInsight'))
        .then([{ type: 'InsightUnfollowed', data: { insightId, userId: 'bob', unfollowedAt: t0 } }]);
      given(insightDecider, [created]).when(by('UnfollowInsight')).then([]);
    });

    it("does not find another organisation's insight, nor a deleted one", () => {
      for (const type of ['SaveInsight', 'UnsaveInsight', 'FollowInsight', 'UnfollowInsight'] as const) {
        given(insightDecider, [created])
          .when(by(type, 'bob', 'org-2'))
          .thenThrows('INSIGHT_NOT_FOUND');
        given(insightDecider, [created, deleted]).when(by(type)).thenThrows('INSIGHT_NOT_FOUND');
      }
      given(insightDecider, [created])
        .when(dismiss('Not relevant', null, 'org-2'))
        .thenThrows('INSIGHT_NOT_FOUND');
      given(insightDecider, [created, deleted])
        .when({ type: 'DeleteInsight', organisationId: org, userId: 'dan', now: t0 })
        .thenThrows('INSIGHT_NOT_FOUND');
    });

    it('dismisses with a reason (trimmed, at most 500 characters), once; from a search it keeps the query', () => {
      given(insightDecider, [created]).when(dismiss('  Not relevant ')).then([dismissed]);
      given(insightDecider, [created, dismissed]).when(dismiss('Duplicate')).then([]);
      given(insightDecider, [created])
        .when(dismiss('Off topic', ' pricing '))
        .then([
          {
            type: 'InsightDismissed',
            data: { insightId, reason: 'Off topic', searchQuery: 'pricing', dismissedBy: 'carol', dismissedAt: t0 },
          },
        ]);
      given(insightDecider, [created]).when(dismiss('   ')).thenThrows('DISMISS_REASON_REQUIRED');
      given(insightDecider, [created])
        .when(dismiss('x'.repeat(501)))
        .thenThrows('DISMISS_REASON_TOO_LONG');
      given(insightDecider, [created])
        .when(dismiss('x'.repeat(500)))
        .then([{ ...dismissed, data: { ...dismissed.data, reason: 'x'.repeat(500) } } as InsightEvent]);
    });

    it('brings a dismissed insight back when strong new evidence joins it, saying why', () => {
      const ids = (count: number) => Array.from({ length: count }, (_, index) => `d9:${index}`);
      // 5 new mentions of 13: strong enough.
      const [revision, resurfaced] = insightDecider.decide(
        revise('analysis-p-1-4', ids(5)),
        [created, dismissed].reduce(insightDecider.evolve, insightDecider.initialState),
      );
      expect(revision.type).toBe('InsightRevised');
      expect(resurfaced).toEqual({
        type: 'InsightResurfaced',
        data: { insightId, dismissedAt: t0, dismissedReason: 'Not relevant', newMentions: 5, jobId: 'analysis-p-1-4', resurfacedAt: t0 },
      });
      // Too few mentions, or too small a share of a large insight: it stays dismissed.
      const dismissedState = [created, dismissed].reduce(insightDecider.evolve, insightDecider.initialState);
      expect(insightDecider.decide(revise('analysis-p-1-4', ids(4)), dismissedState)).toHaveLength(1);
      expect(
        insightDecider.decide({ ...revise('analysis-p-1-4', ids(6)), snippetCount: 40 } as InsightCommand, dismissedState),
      ).toHaveLength(1);
      // Never dismissed: nothing to bring back.
      expect(
        insightDecider.decide(revise('analysis-p-1-4', ids(9)), insightDecider.evolve(insightDecider.initialState, created)),
      ).toHaveLength(1);
    });

    it('deletes it for good: later analyses that find its theme again decide nothing', () => {
      given(insightDecider, [created]).when({ type: 'DeleteInsight', organisationId: org, userId: 'dan', now: t0 }).then([deleted]);
      given(insightDecider, [created, deleted]).when(revise('analysis-p-1-5')).then([]);
      given(insightDecider, [created, deleted]).when({ type: 'MarkInsightStale', jobId: 'analysis-p-1-5', version: 5, now: t0 }).then([]);
    });
  });

  describe('snippets taken out of its evidence', () => {
    const evidence: RemovedEvidence = { snippetId: 'd1:4', documentId: 'd1', kind: 'transcript', day: '2025-02-28' };
    const remaining = {
      sentiments: Array.from({ length: 11 }, (_, i) => (i < 8 ? -0.5 : 0.2)),
      membersArtefact: 'sha256:' + 'b'.repeat(64),
    };
    const removal = (overrides: Partial<Extract<InsightCommand, { type: 'RemoveInsightSnippet' }>> = {}): InsightCommand => ({
      type: 'RemoveInsightSnippet',
      organisationId: org,
      userId: 'ann',
      snippetId: 'd1:4',
      reason: '  Not about exports  ',
      basedOn: content.membersArtefact,
      evidence,
      remaining,
      now: t0,
      ...overrides,
    });
    const removed: InsightEvent = {
      type: 'InsightSnippetRemoved',
      data: {
        insightId,
        snippetId: 'd1:4',
        documentId: 'd1',
        reason: 'Not about exports',
        removedBy: 'ann',
        removedAt: t0,
        content: contentWithout({ ...content, revenue: null }, [evidence], remaining),
      },
    };

    it('removes a member with its reason and the content recomputed without it, once', () => {
      given(insightDecider, [created]).when(removal()).then([removed]);
      given(insightDecider, [created, removed]).when(removal()).then([]);
      const after = removed.type === 'InsightSnippetRemoved' ? removed.data.content : content;
      expect(after.snippetCount).toBe(11);
      expect(after.quotes).toEqual([]);
      expect(after.sourceBreakdown).toEqual({
        byKind: { transcript: 11 },
        byDocument: [{ documentId: 'd1', fileName: 'call.vtt', count: 11 }],
      });
      expect(after.mentionsByDay).toEqual({ '2025-02-28': 11 });
      expect(after.membersArtefact).toBe(remaining.membersArtefact);
    });

    it('refuses a snippet that is not a member (404), an empty or long reason, the last snippet, and a member list an analysis replaced since', () => {
      given(insightDecider, [created])
        .when(removal({ evidence: null }))
        .thenThrows('INSIGHT_SNIPPET_NOT_FOUND');
      given(insightDecider, [created])
        .when(removal({ reason: '   ' }))
        .thenThrows('SNIPPET_REMOVAL_REASON_REQUIRED');
      given(insightDecider, [created])
        .when(removal({ reason: 'x'.repeat(501) }))
        .thenThrows('SNIPPET_REMOVAL_REASON_TOO_LONG');
      given(insightDecider, [created])
        .when(removal({ remaining: { sentiments: [], membersArtefact: 'sha256:' + 'c'.repeat(64) } }))
        .thenThrows('INSIGHT_LAST_SNIPPET');
      given(insightDecider, [created])
        .when(removal({ basedOn: 'sha256:old' }))
        .thenThrows('INSIGHT_CHANGED');
      given(insightDecider, [created])
        .when(removal({ organisationId: 'org-2' }))
        .thenThrows('INSIGHT_NOT_FOUND');
    });

    it('remembers the removed snippets across later analyses, for the worker to leave out', () => {
      const state = [
        created,
        removed,
        {
          type: 'InsightRevised',
          data: { insightId, jobId: 'analysis-p-1-2', version: 2, ...content, newEvidence: { count: 0, snippetIds: [] }, revisedAt: t0 },
        } as InsightEvent,
      ].reduce(insightDecider.evolve, insightDecider.initialState);
      expect(state.removedSnippetIds).toEqual(['d1:4']);
    });
  });

  describe('team priority', () => {
    const set = (priority: string, userId = 'ann'): InsightCommand => ({
      type: 'SetTeamPriority',
      organisationId: org,
      userId,
      priority,
      now: t0,
    });
    const high: InsightEvent = {
      type: 'InsightTeamPrioritySet',
      data: { insightId, priority: 'high', previous: 'none', setBy: 'ann', setAt: t0 },
    };

    it('is set by any member from the scale, says what it replaced, and records nothing when it stays the same', () => {
      given(insightDecider, [created]).when(set('high')).then([high]);
      given(insightDecider, [created, high]).when(set('high', 'bob')).then([]);
      given(insightDecider, [created, high])
        .when(set('urgent', 'bob'))
        .then([{ type: 'InsightTeamPrioritySet', data: { insightId, priority: 'urgent', previous: 'high', setBy: 'bob', setAt: t0 } }]);
    });

    it('refuses a value off the scale and another organisation', () => {
      given(insightDecider, [created]).when(set('critical')).thenThrows('TEAM_PRIORITY_INVALID');
      given(insightDecider, [created])
        .when({ type: 'SetTeamPriority', organisationId: 'org-2', userId: 'x', priority: 'low', now: t0 })
        .thenThrows('INSIGHT_NOT_FOUND');
    });
  });
});
