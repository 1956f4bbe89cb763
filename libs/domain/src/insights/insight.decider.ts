import type { Decider } from '../shared/decider';
import type { InsightCommand } from './insight.commands';
import { contentWithout } from './insight-evidence';
import { insightErrors } from './insight.errors';
import {
  DISMISS_REASON_MAX_CHARS,
  type InsightContent,
  type InsightEvent,
  insightEventTypes,
  isTeamPriority,
  NEW_EVIDENCE_IDS_KEPT,
  RESURFACE_MIN_NEW_MENTIONS,
  RESURFACE_MIN_SHARE,
  SNIPPET_REMOVAL_REASON_MAX_CHARS,
  TEAM_PRIORITIES,
  type TeamPriority,
} from './insight.events';

export interface InsightState {
  status: 'absent' | 'current' | 'stale';
  insightId: string | null;
  organisationId: string | null;
  productId: string | null;
  /** The analysis that last created, revised or staled it: the same job again decides nothing. */
  lastJobId: string | null;
  userImpactScore: number | null;
  /** Who keeps it saved, and who follows it (user ids, in the order they came). */
  savedBy: string[];
  followers: string[];
  /** Out of the ranked list since, and why; null when it is in. */
  dismissal: { reason: string; at: string } | null;
  /** Gone from every list: only the analysis may still name it, and it then decides nothing. */
  deleted: boolean;
  /** What its latest analysis (or snippet removal) says of it: a removal is computed from it. */
  content: InsightContent | null;
  /**
   * Snippets people took out of it. The worker reads them (readExisting) and leaves them out of
   * the theme that continues this insight, so a later analysis never puts one back: the decider
   * cannot do it, as the members it would filter live in an artefact it never reads.
   */
  removedSnippetIds: string[];
  teamPriority: TeamPriority;
}

export const initialInsightState: InsightState = {
  status: 'absent',
  insightId: null,
  organisationId: null,
  productId: null,
  lastJobId: null,
  userImpactScore: null,
  savedBy: [],
  followers: [],
  dismissal: null,
  deleted: false,
  content: null,
  removedSnippetIds: [],
  teamPriority: 'none',
};

type Command<Type extends InsightCommand['type']> = Extract<InsightCommand, { type: Type }>;

/** What a person may act on: a live insight of their own organisation; anything else is not found. */
function requireVisible(state: InsightState, organisationId: string): string {
  if (state.insightId === null || state.deleted || state.organisationId !== organisationId) throw insightErrors.notFound();
  return state.insightId;
}

/** Save, unsave, follow, unfollow: each person's own mark, recorded only when it changes. */
function mark(
  command: Command<'SaveInsight' | 'UnsaveInsight' | 'FollowInsight' | 'UnfollowInsight'>,
  state: InsightState,
): InsightEvent[] {
  const insightId = requireVisible(state, command.organisationId);
  const { userId, now } = command;
  switch (command.type) {
    case 'SaveInsight':
      return state.savedBy.includes(userId) ? [] : [{ type: 'InsightSaved', data: { insightId, userId, savedAt: now } }];
    case 'UnsaveInsight':
      return state.savedBy.includes(userId) ? [{ type: 'InsightUnsaved', data: { insightId, userId, unsavedAt: now } }] : [];
    case 'FollowInsight':
      return state.followers.includes(userId) ? [] : [{ type: 'InsightFollowed', data: { insightId, userId, followedAt: now } }];
    case 'UnfollowInsight':
      return state.followers.includes(userId) ? [{ type: 'InsightUnfollowed', data: { insightId, userId, unfollowedAt: now } }] : [];
  }
}

function dismiss(command: Command<'DismissInsight'>, state: InsightState): InsightEvent[] {
  const insightId = requireVisible(state, command.organisationId);
  const reason = command.reason.trim();
  if (reason === '') throw insightErrors.reasonRequired();
  if ([...reason].length > DISMISS_REASON_MAX_CHARS) throw insightErrors.reasonTooLong(DISMISS_REASON_MAX_CHARS);
  // Dismissed already (a retried request, two people at once): the first reason stands.
  if (state.dismissal !== null) return [];
  const searchQuery = command.searchQuery?.trim() || null;
  return [{ type: 'InsightDismissed', data: { insightId, reason, searchQuery, dismissedBy: command.userId, dismissedAt: command.now } }];
}

/** Strong new evidence brings a dismissed insight back (RESURFACE_MIN_NEW_MENTIONS, RESURFACE_MIN_SHARE). */
function resurfacing(state: InsightState, command: Command<'ReviseInsight'>, insightId: string): InsightEvent[] {
  const { dismissal } = state;
  const mentions = command.newEvidence.count;
  if (dismissal === null || mentions < RESURFACE_MIN_NEW_MENTIONS || mentions < RESURFACE_MIN_SHARE * command.snippetCount) return [];
  return [
    {
      type: 'InsightResurfaced',
      data: {
        insightId,
        dismissedAt: dismissal.at,
        dismissedReason: dismissal.reason,
        newMentions: mentions,
        jobId: command.jobId,
        resurfacedAt: command.now,
      },
    },
  ];
}

function removeSnippet(command: Command<'RemoveInsightSnippet'>, state: InsightState): InsightEvent[] {
  const insightId = requireVisible(state, command.organisationId);
  const reason = command.reason.trim();
  if (reason === '') throw insightErrors.removalReasonRequired();
  if ([...reason].length > SNIPPET_REMOVAL_REASON_MAX_CHARS) throw insightErrors.removalReasonTooLong(SNIPPET_REMOVAL_REASON_MAX_CHARS);
  // Removed already (a retried request, two people at once): the first removal stands.
  if (state.removedSnippetIds.includes(command.snippetId)) return [];
  if (state.content === null || command.basedOn !== state.content.membersArtefact) throw insightErrors.changed();
  const { evidence } = command;
  if (evidence === null || evidence.snippetId !== command.snippetId) throw insightErrors.snippetNotFound();
  if (command.remaining.sentiments.length === 0) throw insightErrors.lastSnippet();
  return [
    {
      type: 'InsightSnippetRemoved',
      data: {
        insightId,
        snippetId: evidence.snippetId,
        documentId: evidence.documentId,
        reason,
        removedBy: command.userId,
        removedAt: command.now,
        content: contentWithout(state.content, [evidence], command.remaining),
      },
    },
  ];
}

function setTeamPriority(command: Command<'SetTeamPriority'>, state: InsightState): InsightEvent[] {
  const insightId = requireVisible(state, command.organisationId);
  if (!isTeamPriority(command.priority)) throw insightErrors.invalidTeamPriority(TEAM_PRIORITIES);
  if (command.priority === state.teamPriority) return [];
  return [
    {
      type: 'InsightTeamPrioritySet',
      data: { insightId, priority: command.priority, previous: state.teamPriority, setBy: command.userId, setAt: command.now },
    },
  ];
}

function decide(command: InsightCommand, state: InsightState): InsightEvent[] {
  switch (command.type) {
    case 'CreateInsight': {
      if (state.status !== 'absent') {
        if (state.lastJobId === command.jobId) return [];
        throw insightErrors.idTaken();
      }
      // What is left of the command once its own fields are named is the insight's content.
      const { type: _type, insightId, organisationId, productId, jobId, version, now, ...content } = command;
      return [{ type: 'InsightCreated', data: { insightId, organisationId, productId, jobId, version, ...content, createdAt: now } }];
    }
    case 'ReviseInsight': {
      if (state.insightId === null) throw insightErrors.notFound();
      // A deleted insight stays deleted: the theme an analysis finds again does not bring it back.
      if (state.lastJobId === command.jobId || state.deleted) return [];
      const { type: _type, jobId, version, newEvidence, now, ...content } = command;
      return [
        {
          type: 'InsightRevised',
          data: {
            insightId: state.insightId,
            jobId,
            version,
            ...content,
            newEvidence: { count: newEvidence.count, snippetIds: newEvidence.snippetIds.slice(0, NEW_EVIDENCE_IDS_KEPT) },
            revisedAt: now,
          },
        },
        ...resurfacing(state, command, state.insightId),
      ];
    }
    case 'MarkInsightStale': {
      if (state.insightId === null) throw insightErrors.notFound();
      if (state.lastJobId === command.jobId || state.status === 'stale' || state.deleted) return [];
      return [
        {
          type: 'InsightMarkedStale',
          data: { insightId: state.insightId, jobId: command.jobId, version: command.version, markedAt: command.now },
        },
      ];
    }
    case 'SetImpactScore': {
      requireVisible(state, command.organisationId);
      if (!Number.isFinite(command.score) || command.score < 0 || command.score > 100) throw insightErrors.invalidScore();
      if (state.userImpactScore === command.score) return [];
      return [
        {
          type: 'InsightImpactScoreSet',
          data: {
            insightId: state.insightId!,
            score: command.score,
            previous: state.userImpactScore ?? state.content?.impact.score ?? null,
            setBy: command.setBy,
            setAt: command.now,
          },
        },
      ];
    }
    case 'SaveInsight':
    case 'UnsaveInsight':
    case 'FollowInsight':
    case 'UnfollowInsight':
      return mark(command, state);
    case 'DismissInsight':
      return dismiss(command, state);
    case 'DeleteInsight': {
      const insightId = requireVisible(state, command.organisationId);
      return [{ type: 'InsightDeleted', data: { insightId, deletedBy: command.userId, deletedAt: command.now } }];
    }
    case 'RemoveInsightSnippet':
      return removeSnippet(command, state);
    case 'SetTeamPriority':
      return setTeamPriority(command, state);
  }
}

/** The content fields of a created or revised event (what a removal recomputes). */
function contentOf(data: InsightContent): InsightContent {
  return {
    title: data.title,
    summary: data.summary,
    keyPhrases: data.keyPhrases,
    quotes: data.quotes,
    membersArtefact: data.membersArtefact,
    snippetCount: data.snippetCount,
    sentiment: data.sentiment,
    impact: data.impact,
    priority: data.priority,
    surveyColumnName: data.surveyColumnName,
    surveyBreakdowns: data.surveyBreakdowns,
    sourceBreakdown: data.sourceBreakdown,
    revenue: data.revenue ?? null,
    mentionsByDay: data.mentionsByDay,
    measuredAt: data.measuredAt,
    halfLifeDays: data.halfLifeDays,
  };
}

function evolve(state: InsightState, event: InsightEvent): InsightState {
  switch (event.type) {
    case 'InsightCreated':
      return {
        ...state,
        status: 'current',
        insightId: event.data.insightId,
        organisationId: event.data.organisationId,
        productId: event.data.productId,
        lastJobId: event.data.jobId,
        content: contentOf(event.data),
      };
    case 'InsightRevised':
      return { ...state, status: 'current', lastJobId: event.data.jobId, content: contentOf(event.data) };
    case 'InsightMarkedStale':
      return { ...state, status: 'stale', lastJobId: event.data.jobId };
    case 'InsightImpactScoreSet':
      return { ...state, userImpactScore: event.data.score };
    case 'InsightSaved':
      return { ...state, savedBy: [...state.savedBy, event.data.userId] };
    case 'InsightUnsaved':
      return { ...state, savedBy: state.savedBy.filter((userId) => userId !== event.data.userId) };
    case 'InsightFollowed':
      return { ...state, followers: [...state.followers, event.data.userId] };
    case 'InsightUnfollowed':
      return { ...state, followers: state.followers.filter((userId) => userId !== event.data.userId) };
    case 'InsightDismissed':
      return { ...state, dismissal: { reason: event.data.reason, at: event.data.dismissedAt } };
    case 'InsightResurfaced':
      return { ...state, dismissal: null };
    case 'InsightDeleted':
      return { ...state, deleted: true };
    case 'InsightSnippetRemoved':
      return { ...state, content: event.data.content, removedSnippetIds: [...state.removedSnippetIds, event.data.snippetId] };
    case 'InsightTeamPrioritySet':
      return { ...state, teamPriority: event.data.priority };
  }
}

export const insightDecider: Decider<InsightCommand, InsightState, InsightEvent> = {
  initialState: initialInsightState,
  decide,
  evolve,
  eventTypes: insightEventTypes,
};
