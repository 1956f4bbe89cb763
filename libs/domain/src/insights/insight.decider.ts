import type { Decider } from '../shared/decider';
import type { InsightCommand } from './insight.commands';
import { insightErrors } from './insight.errors';
import {
  DISMISS_REASON_MAX_CHARS,
  type InsightEvent,
  insightEventTypes,
  NEW_EVIDENCE_IDS_KEPT,
  RESURFACE_MIN_NEW_MENTIONS,
  RESURFACE_MIN_SHARE,
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
          data: { insightId: state.insightId!, score: command.score, setBy: command.setBy, setAt: command.now },
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
  }
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
      };
    case 'InsightRevised':
      return { ...state, status: 'current', lastJobId: event.data.jobId };
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
  }
}

export const insightDecider: Decider<InsightCommand, InsightState, InsightEvent> = {
  initialState: initialInsightState,
  decide,
  evolve,
  eventTypes: insightEventTypes,
};
