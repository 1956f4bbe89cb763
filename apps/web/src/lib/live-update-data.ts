// The data of the insight-workflow live updates (docs/api.md, "Live updates"), read field by field:
// an update whose data is not as expected reads as none, and its entries are refetched.
import type { Draft } from '@reduxjs/toolkit';
import type {
  CommentPersonResponse,
  InsightCollaboratorsResponse,
  InsightCommentsResponse,
  MentionableMemberResponse,
  RecommendationResponse,
  UserResponse,
} from './generated/api-types';
import type { LiveUpdate } from './live-update-hub';
import { type PatchDecision, REFETCH, UNCHANGED } from './patch-on-live-update';
import type { RootState } from './root-reducer';

type Data = Readonly<Record<string, unknown>>;

const str = (data: Data, key: string): string | null => (typeof data[key] === 'string' ? (data[key] as string) : null);

/** An insight event's data: the insight, the stream's revision after the event, and its time. */
export interface InsightChange {
  type: string;
  insightId: string;
  revision: number;
  at: string;
  data: Data;
}

export function insightChangeOf(update: LiveUpdate): InsightChange | null {
  const { data } = update;
  if (!data) return null;
  const insightId = str(data, 'insightId');
  const at = str(data, 'at');
  if (!insightId || !at || typeof data.revision !== 'number' || update.streamId !== `insight-${insightId}`) return null;
  return { type: update.type, insightId, revision: data.revision, at, data };
}

/** The signed-in member as cached by getCurrentUser (session-api.ts), if it is. */
export function currentUserIn(state: RootState): UserResponse | undefined {
  const queries = state.api.queries as Record<string, { endpointName?: string; data?: unknown } | undefined>;
  return queries['getCurrentUser(undefined)']?.data as UserResponse | undefined;
}

/** The organisation's members as cached by getMentionableMembers (comments-api.ts), if they are. */
function membersIn(state: RootState): MentionableMemberResponse[] | undefined {
  const queries = state.api.queries as Record<string, { data?: unknown } | undefined>;
  return queries['getMentionableMembers(undefined)']?.data as MentionableMemberResponse[] | undefined;
}

/** A member's name, from the members list or any cached comment or collaborators naming them. */
export function personIn(state: RootState, userId: string): CommentPersonResponse | null {
  const member = membersIn(state)?.find((candidate) => candidate.user_id === userId);
  if (member) return { user_id: member.user_id, name: member.name };
  const user = currentUserIn(state);
  if (user?.user_id === userId) return { user_id: userId, name: `${user.firstName} ${user.lastName}`.trim() };
  return null;
}

type RecommendationChange = ((recommendation: Draft<RecommendationResponse>) => void) | typeof UNCHANGED | typeof REFETCH;

/**
 * One cached recommendation after an insight event, or REFETCH. Applied only as the revision after
 * the one it shows (else an event was missed, or it is shown already), and the revision moves with
 * it, so the If-Match of the member's next command is the insight's current one. `is_saved` and
 * `is_followed` are the caller's own: a save by someone else changes only the revision.
 */
export function recommendationChange(change: InsightChange, cached: RecommendationResponse, me: string | undefined): RecommendationChange {
  if (change.revision <= cached.revision) return UNCHANGED;
  if (change.revision !== cached.revision + 1) return REFETCH;
  const { data } = change;
  const set = (edit: (recommendation: Draft<RecommendationResponse>) => void) => (recommendation: Draft<RecommendationResponse>) => {
    edit(recommendation);
    recommendation.revision = change.revision;
  };
  const own = (edit: (recommendation: Draft<RecommendationResponse>) => void) => {
    const userId = str(data, 'userId');
    if (!userId || !me) return REFETCH;
    return set(userId === me ? edit : () => undefined);
  };
  switch (change.type) {
    case 'InsightSaved':
      return own((recommendation) => void (recommendation.is_saved = true));
    case 'InsightUnsaved':
      return own((recommendation) => void (recommendation.is_saved = false));
    case 'InsightFollowed':
      return own((recommendation) => void (recommendation.is_followed = true));
    case 'InsightUnfollowed':
      return own((recommendation) => void (recommendation.is_followed = false));
    case 'InsightDismissed': {
      const reason = str(data, 'reason');
      if (reason === null) return REFETCH;
      return set((recommendation) => {
        recommendation.dismissal = { reason, search_query: str(data, 'searchQuery'), at: change.at };
        recommendation.resurfaced = null;
      });
    }
    case 'InsightResurfaced': {
      const dismissedAt = str(data, 'dismissedAt');
      const dismissedReason = str(data, 'dismissedReason');
      if (dismissedAt === null || dismissedReason === null || typeof data.newMentions !== 'number') return REFETCH;
      const newMentions = data.newMentions;
      return set((recommendation) => {
        recommendation.dismissal = null;
        recommendation.resurfaced = {
          dismissed_at: dismissedAt,
          dismissed_reason: dismissedReason,
          new_mentions: newMentions,
          at: change.at,
        };
      });
    }
    case 'InsightTeamPrioritySet': {
      const priority = str(data, 'priority') as RecommendationResponse['teamPriority'] | null;
      if (priority === null) return REFETCH;
      return set((recommendation) => void (recommendation.teamPriority = priority));
    }
    case 'InsightImpactScoreSet': {
      if (typeof data.score !== 'number') return REFETCH;
      const score = data.score;
      return set((recommendation) => void (recommendation.user_updated_customer_impact_score = score));
    }
    // A deleted insight's page learns it from the server (it answers 404); a removed snippet
    // recomputes the scores, sentiment and sources, which the update does not carry.
    default:
      return REFETCH;
  }
}

const COLLABORATOR_GROUPS: Readonly<Record<string, [keyof InsightCollaboratorsResponse, boolean]>> = {
  InsightSaved: ['saved_by', true],
  InsightUnsaved: ['saved_by', false],
  InsightFollowed: ['followers', true],
  InsightUnfollowed: ['followers', false],
};

/**
 * An insight's collaborators after one of its events: who saved and followed it (in that order,
 * the newest last), who commented. Its other events change none of them.
 */
export function collaboratorsPatch(
  update: LiveUpdate & { data: Data },
  insightId: string,
  state: RootState,
): PatchDecision<InsightCollaboratorsResponse> {
  if (update.streamId === `insightcomments-${insightId}`) {
    const authorId = str(update.data, 'authorId');
    // A deleted comment may have been its author's last: the server knows whether they still commented.
    if (update.type !== 'InsightCommentPosted' || !authorId) return REFETCH;
    const author = personIn(state, authorId);
    if (!author) return REFETCH;
    return (draft) => {
      if (!draft.commenters.some((person) => person.user_id === authorId)) draft.commenters.push(author);
    };
  }
  const change = insightChangeOf(update);
  if (!change) return REFETCH;
  const group = COLLABORATOR_GROUPS[change.type];
  if (!group) return UNCHANGED;
  const [key, joins] = group;
  const userId = str(change.data, 'userId');
  if (!userId) return REFETCH;
  if (!joins) return (draft) => void (draft[key] = draft[key].filter((person) => person.user_id !== userId));
  const person = personIn(state, userId);
  if (!person) return REFETCH;
  return (draft) => {
    if (!draft[key].some((listed) => listed.user_id === userId)) draft[key].push(person);
  };
}

/**
 * An insight's discussion after a comment was posted or deleted. A new comment goes in its chain
 * (a new chain in order of start), once: the poster's own copy, put there by their command, is
 * the same comment.
 */
export function commentsPatch(update: LiveUpdate & { data: Data }, state: RootState): PatchDecision<InsightCommentsResponse> {
  const { data } = update;
  const commentId = str(data, 'commentId');
  const chainId = str(data, 'chainId');
  if (!commentId || !chainId) return REFETCH;
  if (update.type === 'InsightCommentDeleted') {
    return (draft) => {
      for (const chain of draft.chains)
        chain.comments = chain.comments.filter((comment) => comment.recommendation_comment_id !== commentId);
      draft.chains = draft.chains.filter((chain) => chain.comments.length > 0);
    };
  }
  if (update.type !== 'InsightCommentPosted') return REFETCH;
  const start = str(data, 'start');
  const text = str(data, 'text');
  const at = str(data, 'at');
  const authorId = str(data, 'authorId');
  const mentionIds =
    Array.isArray(data.mentions) && data.mentions.every((id) => typeof id === 'string') ? (data.mentions as string[]) : null;
  const me = currentUserIn(state);
  if (!start || text === null || !at || !authorId || !mentionIds || !me) return REFETCH;
  const author = personIn(state, authorId);
  const mentions = mentionIds.map((id) => personIn(state, id));
  if (!author || mentions.some((person) => person === null)) return REFETCH;
  const comment = {
    recommendation_comment_id: commentId,
    comment_chain_id: chainId,
    start,
    comment_time: at,
    text,
    author,
    mentions: mentions as CommentPersonResponse[],
    // As the server answers it: the caller's own comment, or any comment for an Admin.
    can_delete: authorId === me.user_id || me.customer?.member_role === 'Admin',
  };
  return (draft) => {
    if (draft.chains.some((chain) => chain.comments.some((listed) => listed.recommendation_comment_id === commentId))) return;
    let chain = draft.chains.find((listed) => listed.comment_chain_id === chainId);
    if (!chain) {
      chain = { comment_chain_id: chainId, start, comments: [] };
      draft.chains.push(chain);
      draft.chains.sort((a, b) => a.start.localeCompare(b.start) || a.comment_chain_id.localeCompare(b.comment_chain_id));
      chain = draft.chains.find((listed) => listed.comment_chain_id === chainId)!;
    }
    chain.comments.push(comment);
    chain.comments.sort((a, b) => a.comment_time.localeCompare(b.comment_time));
  };
}
