import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { type InsightComment, useDeleteCommentMutation } from '../../../../lib/comments-api';
import { commentErrorText } from './comment-errors';

/** Deleting a comment needs confirmation; the last comment of a chain takes the chain with it. */
export function DeleteCommentDialog({
  recommendationId,
  comment,
  lastInChain,
  onClose,
  onDeleted,
}: {
  recommendationId: string;
  comment: InsightComment | null;
  lastInChain: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('comments');
  const [deleteComment] = useDeleteCommentMutation();
  return (
    <ConfirmDialog
      open={comment !== null}
      onClose={onClose}
      title={t('delete.title')}
      description={lastInChain ? t('delete.lastInChain') : t('delete.description')}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      onConfirm={async () => {
        if (!comment) return;
        await deleteComment({ recommendation_id: recommendationId, recommendation_comment_id: comment.recommendation_comment_id }).unwrap();
        onClose();
        onDeleted();
      }}
      failureText={(error) => commentErrorText(t, error, 'errors.deleteFailed')}
    >
      {comment && <blockquote className="comment__quote">{comment.text}</blockquote>}
    </ConfirmDialog>
  );
}
