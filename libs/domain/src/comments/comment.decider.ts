import type { Decider } from '../shared/decider';
import type { InsightCommentCommand } from './comment.commands';
import { commentErrors } from './comment.errors';
import { COMMENT_MAX_CHARS, COMMENT_MAX_MENTIONS, type InsightCommentEvent, insightCommentEventTypes } from './comment.events';

export interface InsightCommentsState {
  insightId: string | null;
  organisationId: string | null;
  /** The comments still there, by id: their chain and author. */
  comments: Record<string, { chainId: string; authorId: string }>;
  /** The chains still there (at least one comment), by id: when they began and how many comments they hold. */
  chains: Record<string, { start: string; count: number }>;
}

export const initialInsightCommentsState: InsightCommentsState = { insightId: null, organisationId: null, comments: {}, chains: {} };

type Command<Type extends InsightCommentCommand['type']> = Extract<InsightCommentCommand, { type: Type }>;

function post(command: Command<'PostInsightComment'>, state: InsightCommentsState): InsightCommentEvent[] {
  // A retried request with the same comment id records nothing twice.
  if (state.comments[command.commentId]) return [];
  const text = command.text.trim();
  if (text === '') throw commentErrors.textRequired();
  if ([...text].length > COMMENT_MAX_CHARS) throw commentErrors.textTooLong(COMMENT_MAX_CHARS);
  const mentions = [...new Set(command.mentions)];
  if (mentions.length > COMMENT_MAX_MENTIONS) throw commentErrors.tooManyMentions(COMMENT_MAX_MENTIONS);
  if (mentions.some((userId) => !command.memberIds.includes(userId))) throw commentErrors.mentionNotMember();
  const chain = command.chainId === null ? null : state.chains[command.chainId];
  // A reply names a chain of this insight that still has comments: an emptied chain is gone.
  if (command.chainId !== null && !chain) throw commentErrors.chainNotFound();
  return [
    {
      type: 'InsightCommentPosted',
      data: {
        commentId: command.commentId,
        insightId: command.insightId,
        organisationId: command.organisationId,
        productId: command.productId,
        chainId: command.chainId ?? command.newChainId,
        start: chain ? chain.start : command.now,
        text,
        authorId: command.authorId,
        mentions,
        postedAt: command.now,
      },
    },
  ];
}

function remove(command: Command<'DeleteInsightComment'>, state: InsightCommentsState): InsightCommentEvent[] {
  const comment = state.comments[command.commentId];
  if (!comment || state.organisationId !== command.organisationId) throw commentErrors.notFound();
  if (comment.authorId !== command.userId && !command.isAdmin) throw commentErrors.notYours();
  return [
    {
      type: 'InsightCommentDeleted',
      data: {
        commentId: command.commentId,
        insightId: state.insightId!,
        chainId: comment.chainId,
        deletedBy: command.userId,
        deletedAt: command.now,
        chainEmptied: state.chains[comment.chainId].count === 1,
      },
    },
  ];
}

function decide(command: InsightCommentCommand, state: InsightCommentsState): InsightCommentEvent[] {
  switch (command.type) {
    case 'PostInsightComment':
      return post(command, state);
    case 'DeleteInsightComment':
      return remove(command, state);
  }
}

function evolve(state: InsightCommentsState, event: InsightCommentEvent): InsightCommentsState {
  switch (event.type) {
    case 'InsightCommentPosted': {
      const { data } = event;
      const chain = state.chains[data.chainId];
      return {
        insightId: data.insightId,
        organisationId: data.organisationId,
        comments: { ...state.comments, [data.commentId]: { chainId: data.chainId, authorId: data.authorId } },
        chains: { ...state.chains, [data.chainId]: { start: chain?.start ?? data.start, count: (chain?.count ?? 0) + 1 } },
      };
    }
    case 'InsightCommentDeleted': {
      const { data } = event;
      const { [data.commentId]: _gone, ...comments } = state.comments;
      const { [data.chainId]: chain, ...otherChains } = state.chains;
      const chains = chain && chain.count > 1 ? { ...otherChains, [data.chainId]: { ...chain, count: chain.count - 1 } } : otherChains;
      return { ...state, comments, chains };
    }
  }
}

export const insightCommentsDecider: Decider<InsightCommentCommand, InsightCommentsState, InsightCommentEvent> = {
  initialState: initialInsightCommentsState,
  decide,
  evolve,
  eventTypes: insightCommentEventTypes,
};
