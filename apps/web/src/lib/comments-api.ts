// Insights' comments, the member's mentions and notifications: read by the insight page's comments
// (features/insights) and by the bell in the top navigation (components), so the slice lives here.
import type { TagDescription } from '@reduxjs/toolkit/query/react';
import { api } from './api';
import { INSIGHT_CACHE, USER_CACHE } from './cache-policy';
import type {
  CommentChainResponse,
  CommentDeletedResponse,
  CommentPostedResponse,
  CommentResponse,
  InsightCommentsResponse,
  MarkNotificationsReadDto,
  MentionableMemberResponse,
  MentionResponse,
  MentionsPageResponse,
  NotificationResponse,
  NotificationsPageResponse,
  NotificationsReadResponse,
  PostCommentDto,
} from './generated/api-types';
import type { LiveUpdate } from './live-update-hub';
import { refetchOnLiveUpdate } from './refetch-on-live-update';
import { commentsPatch, currentUserIn, personIn } from './live-update-data';
import { patchOnLiveUpdate } from './patch-on-live-update';
import type { AppDispatch, RootState } from './root-reducer';

export type InsightComments = InsightCommentsResponse;
export type CommentChain = CommentChainResponse;
export type InsightComment = CommentResponse;
export type MentionableMember = MentionableMemberResponse;
export type Mention = MentionResponse;
export type MentionsPage = MentionsPageResponse;
export type Notification = NotificationResponse;
export type NotificationsPage = NotificationsPageResponse;
/** A new chain (no comment_chain_id) or a reply; the insight goes in the path. */
export type PostCommentRequest = PostCommentDto & { recommendation_id: string };
export type DeleteCommentRequest = { recommendation_id: string; recommendation_comment_id: string };

/** How many notifications (and mentions) the bell lists. */
export const BELL_PAGE_SIZE = 20;

const commentsTag = (recommendationId: string): TagDescription<'Insight'> => ({ type: 'Insight', id: `comments-${recommendationId}` });
const NOTIFICATIONS: TagDescription<'User'> = { type: 'User', id: 'NOTIFICATIONS' };
const MENTIONS: TagDescription<'User'> = { type: 'User', id: 'MENTIONS' };
const MEMBERS: TagDescription<'User'> = { type: 'User', id: 'MEMBERS' };

const COMMENT_EVENTS = new Set(['InsightCommentPosted', 'InsightCommentDeleted']);
/** The events a follower or a mentioned member is told of (or that take a notification away). */
const NOTIFYING_EVENTS = new Set([
  ...COMMENT_EVENTS,
  'InsightRevised',
  'InsightDismissed',
  'InsightResurfaced',
  'InsightMarkedStale',
  'InsightDeleted',
]);

const path = (recommendationId: string) => `recommendations/api/recommendations/${encodeURIComponent(recommendationId)}/comments`;

/** Takes a comment out of the cached discussion (with its chain when it was the last); undone if the server refuses. */
function removeCached(dispatch: AppDispatch, { recommendation_id, recommendation_comment_id }: DeleteCommentRequest) {
  return dispatch(
    commentsApi.util.updateQueryData('getInsightComments', recommendation_id, (draft) => withoutComment(draft, recommendation_comment_id)),
  );
}

/** A comment on its way: shown at once under a provisional id, its real one once the server answers. */
const PENDING_PREFIX = 'pending-';

/** Puts a comment into its chain (a new chain in order of start), once. */
function placeComment(draft: InsightComments, comment: InsightComment) {
  if (draft.chains.some((chain) => chain.comments.some((c) => c.recommendation_comment_id === comment.recommendation_comment_id))) return;
  const chain = draft.chains.find((listed) => listed.comment_chain_id === comment.comment_chain_id);
  if (chain) {
    chain.comments.push(comment);
    chain.comments.sort((a, b) => a.comment_time.localeCompare(b.comment_time));
    return;
  }
  draft.chains.push({ comment_chain_id: comment.comment_chain_id, start: comment.start, comments: [comment] });
  draft.chains.sort((a, b) => a.start.localeCompare(b.start) || a.comment_chain_id.localeCompare(b.comment_chain_id));
}

function withoutComment(draft: InsightComments, commentId: string) {
  for (const chain of draft.chains) chain.comments = chain.comments.filter((c) => c.recommendation_comment_id !== commentId);
  draft.chains = draft.chains.filter((chain) => chain.comments.length > 0);
}

/** The member's comment as it will read, under a provisional id; null when the member is not at hand. */
function pendingComment(state: RootState, request: PostCommentRequest, pendingId: string, now: string): InsightComment | null {
  const me = currentUserIn(state);
  if (!me) return null;
  return {
    recommendation_comment_id: pendingId,
    comment_chain_id: request.comment_chain_id ?? pendingId,
    start: request.start ?? now,
    comment_time: now,
    text: request.text.trim(),
    author: personIn(state, me.user_id) ?? { user_id: me.user_id, name: '' },
    mentions: (request.mentions ?? []).map((id) => personIn(state, id) ?? { user_id: id, name: '' }),
    can_delete: false, // not deletable before it exists
  };
}

export const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** An insight's chains (by start), each oldest first: anyone's new comment or deletion refetches them. */
    getInsightComments: build.query<InsightComments, string>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: (recommendationId) => path(recommendationId),
      providesTags: (_result, _error, recommendationId) => [commentsTag(recommendationId)],
      onCacheEntryAdded: (recommendationId, lifecycle) =>
        patchOnLiveUpdate<InsightComments>(
          (update: LiveUpdate) => update.streamId === `insightcomments-${recommendationId}`,
          () => [commentsTag(recommendationId)],
          (update, _cached, state) => commentsPatch(update, state),
        )(recommendationId, lifecycle),
    }),
    /**
     * Shown at once (optimistic), taken back if the server refuses; once it answers, the comment
     * takes its real id, chain and time, which its live update then finds there already. Without
     * the member's own user at hand, the discussion is fetched again instead.
     */
    postComment: build.mutation<CommentPostedResponse, PostCommentRequest>({
      query: ({ recommendation_id, ...body }) => ({ url: path(recommendation_id), method: 'POST', body: body satisfies PostCommentDto }),
      async onQueryStarted(request, { dispatch, getState, queryFulfilled, requestId }) {
        const { recommendation_id } = request;
        const pendingId = `${PENDING_PREFIX}${requestId}`;
        const pending = pendingComment(getState() as RootState, request, pendingId, new Date().toISOString());
        const optimistic = pending
          ? dispatch(commentsApi.util.updateQueryData('getInsightComments', recommendation_id, (draft) => placeComment(draft, pending)))
          : null;
        let posted: CommentPostedResponse;
        try {
          posted = (await queryFulfilled).data;
        } catch {
          optimistic?.undo();
          return;
        }
        if (!pending) {
          dispatch(api.util.invalidateTags([commentsTag(recommendation_id)]));
          return;
        }
        dispatch(
          commentsApi.util.updateQueryData('getInsightComments', recommendation_id, (draft) => {
            withoutComment(draft, pendingId);
            placeComment(draft, {
              ...pending,
              recommendation_comment_id: posted.recommendation_comment_id,
              comment_chain_id: posted.comment_chain_id,
              start: posted.start,
              comment_time: posted.comment_time,
              text: posted.text,
              can_delete: true,
            });
          }),
        );
      },
      invalidatesTags: (_result, error) => (error ? [] : [MENTIONS]),
    }),
    /** Gone from the page at once; back, with the refusal, if the server says no. */
    deleteComment: build.mutation<CommentDeletedResponse, DeleteCommentRequest>({
      query: ({ recommendation_comment_id }) => ({
        url: `recommendations/api/recommendation-comments/${encodeURIComponent(recommendation_comment_id)}`,
        method: 'DELETE',
      }),
      async onQueryStarted(request, { dispatch, queryFulfilled }) {
        const optimistic = removeCached(dispatch, request);
        try {
          await queryFulfilled;
        } catch {
          optimistic.undo();
        }
      },
      invalidatesTags: (_result, _error, { recommendation_id }) => [commentsTag(recommendation_id), MENTIONS, NOTIFICATIONS],
    }),
    /** Whom a comment may mention: the organisation's members (a new member joins through their own stream). */
    getMentionableMembers: build.query<MentionableMember[], void>({
      keepUnusedDataFor: USER_CACHE.keepSeconds,
      query: () => 'comments/members',
      providesTags: [MEMBERS],
      onCacheEntryAdded: refetchOnLiveUpdate<MentionableMember[]>(
        (update) => update.type === 'UserJoinedOrganisation',
        () => [MEMBERS],
      ),
    }),
    getMyMentions: build.query<MentionsPage, void>({
      keepUnusedDataFor: USER_CACHE.keepSeconds,
      query: () => ({ url: 'comments/mentions', params: { page_size: BELL_PAGE_SIZE } }),
      providesTags: [MENTIONS],
      onCacheEntryAdded: refetchOnLiveUpdate<MentionsPage>(
        (update) => COMMENT_EVENTS.has(update.type),
        () => [MENTIONS],
      ),
    }),
    getMyNotifications: build.query<NotificationsPage, void>({
      keepUnusedDataFor: USER_CACHE.keepSeconds,
      query: () => ({ url: 'notifications', params: { page_size: BELL_PAGE_SIZE } }),
      providesTags: [NOTIFICATIONS],
      onCacheEntryAdded: refetchOnLiveUpdate<NotificationsPage>(
        (update) => NOTIFYING_EVENTS.has(update.type),
        () => [NOTIFICATIONS],
      ),
    }),
    /** Marks the named notifications (or, without ids, all of them) read, at once on screen. */
    markNotificationsRead: build.mutation<NotificationsReadResponse, MarkNotificationsReadDto>({
      query: (body) => ({ url: 'notifications/read', method: 'POST', body }),
      async onQueryStarted({ notification_ids }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          commentsApi.util.updateQueryData('getMyNotifications', undefined, (draft) => {
            for (const notification of draft.notifications) {
              if (!notification.is_read && (!notification_ids || notification_ids.includes(notification.notification_id))) {
                notification.is_read = true;
                draft.unread_count = Math.max(0, draft.unread_count - 1);
              }
            }
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          optimistic.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [NOTIFICATIONS]),
    }),
  }),
});

export const {
  useGetInsightCommentsQuery,
  usePostCommentMutation,
  useDeleteCommentMutation,
  useGetMentionableMembersQuery,
  useGetMyMentionsQuery,
  useGetMyNotificationsQuery,
  useMarkNotificationsReadMutation,
} = commentsApi;
