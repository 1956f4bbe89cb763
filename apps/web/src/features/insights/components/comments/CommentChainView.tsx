import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import type { CommentChain, InsightComment, MentionableMember } from '../../../../lib/comments-api';
import { useDateTime } from '../../../../lib/format';
import { CommentComposer } from './CommentComposer';
import { withMentions } from './mention-query';

export const commentAnchor = (commentId: string) => `comment-${commentId}`;

/** One comment: its author, when, and its text, shown as text (never as HTML). */
function CommentItem({ comment, onDelete }: { comment: InsightComment; onDelete: (comment: InsightComment) => void }) {
  const { t } = useTranslation('comments');
  const dateTime = useDateTime();
  const author = comment.author.name || t('unknownPerson');
  return (
    <li>
      <article
        id={commentAnchor(comment.recommendation_comment_id)}
        tabIndex={-1}
        className="comment"
        aria-label={t('comment.label', { author })}
      >
        <header className="comment__header">
          <span className="comment__author">{author}</span>
          <time className="comment__time muted" dateTime={comment.comment_time}>
            {dateTime(comment.comment_time)}
          </time>
        </header>
        <p className="comment__text">
          {withMentions(
            comment.text,
            comment.mentions.map((person) => person.name),
          ).map((piece, index) =>
            piece.mention ? (
              <span key={index} className="comment__mention">
                {piece.text}
              </span>
            ) : (
              piece.text
            ),
          )}
        </p>
        {comment.can_delete && (
          <div className="comment__actions">
            <Button variant="ghost" onClick={() => onDelete(comment)}>
              {t('comment.delete')}
              <span className="visually-hidden"> {t('comment.deleteWhose', { author })}</span>
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}

/** A chain: its comments oldest first, and a reply to it. */
export function CommentChainView({
  chain,
  members,
  onReply,
  onDelete,
}: {
  chain: CommentChain;
  members: readonly MentionableMember[];
  onReply: (chain: CommentChain, text: string, mentions: string[]) => Promise<void>;
  onDelete: (comment: InsightComment, lastInChain: boolean) => void;
}) {
  const { t } = useTranslation('comments');
  const [replying, setReplying] = useState(false);
  const replyButtonRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);
  // The reply field goes away once sent or cancelled: focus returns to the button that opened it.
  const closeReply = () => {
    returnFocus.current = true;
    setReplying(false);
  };
  useEffect(() => {
    if (replying || !returnFocus.current) return;
    returnFocus.current = false;
    replyButtonRef.current?.querySelector('button')?.focus();
  }, [replying]);
  const starter = chain.comments[0]?.author.name || t('unknownPerson');
  return (
    <li className="comment-chain">
      <ol className="comment-chain__comments" aria-label={t('chain.label', { author: starter })}>
        {chain.comments.map((comment) => (
          <CommentItem
            key={comment.recommendation_comment_id}
            comment={comment}
            onDelete={(c) => onDelete(c, chain.comments.length === 1)}
          />
        ))}
      </ol>
      {replying ? (
        <CommentComposer
          label={t('chain.replyLabel', { author: starter })}
          submitLabel={t('chain.send')}
          members={members}
          autoFocus
          onCancel={closeReply}
          onSubmit={async (text, mentions) => {
            await onReply(chain, text, mentions);
            closeReply();
          }}
        />
      ) : (
        <div ref={replyButtonRef}>
          <Button variant="secondary" onClick={() => setReplying(true)}>
            {t('chain.reply')}
            <span className="visually-hidden"> {t('chain.toWhom', { author: starter })}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
