import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { Spinner } from '../../../../components/ui/Spinner';
import {
  type InsightComment,
  useGetInsightCommentsQuery,
  useGetMentionableMembersQuery,
  usePostCommentMutation,
} from '../../../../lib/comments-api';
import { commentErrorText } from './comment-errors';
import { CommentChainView } from './CommentChainView';
import { CommentComposer } from './CommentComposer';
import { DeleteCommentDialog } from './DeleteCommentDialog';
import './comments.css';

/**
 * The insight's discussion: its chains (oldest first), a reply in any of them, a new chain, and
 * deletion of one's own comments (an Admin's: any). A link to `#comment-<id>` (from the bell)
 * brings that comment into view and focus once it is shown.
 */
export function InsightComments({ recommendationId }: { recommendationId: string }) {
  const { t } = useTranslation('comments');
  const comments = useGetInsightCommentsQuery(recommendationId);
  const members = useGetMentionableMembersQuery();
  const [post] = usePostCommentMutation();
  const [toDelete, setToDelete] = useState<{ comment: InsightComment; lastInChain: boolean } | null>(null);
  const { hash } = useLocation();
  // Where focus goes after a deletion: the deleted comment (and the button that deleted it) are gone.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = comments.data !== undefined;

  useEffect(() => {
    if (!loaded || !hash.startsWith('#comment-')) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus();
  }, [loaded, hash]);

  const send = async (text: string, mentions: string[], chainId?: string) => {
    try {
      await post({ recommendation_id: recommendationId, text, mentions, ...(chainId ? { comment_chain_id: chainId } : {}) }).unwrap();
    } catch (failure) {
      throw new Error(commentErrorText(t, failure, 'errors.postFailed'), { cause: failure });
    }
  };

  let content;
  if (comments.isLoading) content = <Spinner />;
  else if (!comments.data) {
    content = (
      <div className="stack">
        <Alert tone="error">{t('loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void comments.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (comments.data.chains.length === 0) {
    content = <p className="muted">{t('empty')}</p>;
  } else {
    content = (
      <ol className="comment-chains" aria-busy={comments.isFetching || undefined}>
        {comments.data.chains.map((chain) => (
          <CommentChainView
            key={chain.comment_chain_id}
            chain={chain}
            members={members.data ?? []}
            onReply={(replied, text, mentions) => send(text, mentions, replied.comment_chain_id)}
            onDelete={(comment, lastInChain) => setToDelete({ comment, lastInChain })}
          />
        ))}
      </ol>
    );
  }

  return (
    <section className="panel insight-comments" aria-labelledby="insight-comments">
      <h2 id="insight-comments" ref={headingRef} tabIndex={-1}>
        {t('title')}
      </h2>
      {content}
      {comments.data && (
        <CommentComposer
          label={t('new.label')}
          submitLabel={t('new.submit')}
          members={members.data ?? []}
          onSubmit={(text, mentions) => send(text, mentions)}
        />
      )}
      <DeleteCommentDialog
        recommendationId={recommendationId}
        comment={toDelete?.comment ?? null}
        lastInChain={toDelete?.lastInChain ?? false}
        onClose={() => setToDelete(null)}
        onDeleted={() => requestAnimationFrame(() => headingRef.current?.focus())}
      />
    </section>
  );
}
