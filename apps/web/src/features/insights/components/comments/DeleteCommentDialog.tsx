import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { Dialog } from '../../../../components/ui/Dialog';
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
  const [deleteComment, deleting] = useDeleteCommentMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!comment) return;
    setFailure(null);
    try {
      await deleteComment({ recommendation_id: recommendationId, recommendation_comment_id: comment.recommendation_comment_id }).unwrap();
      close();
      onDeleted();
    } catch (error) {
      setFailure(commentErrorText(t, error, 'errors.deleteFailed'));
    }
  };

  return (
    <Dialog
      open={comment !== null}
      onClose={close}
      title={t('delete.title')}
      description={lastInChain ? t('delete.lastInChain') : t('delete.description')}
    >
      <div className="stack">
        {comment && <blockquote className="comment__quote">{comment.text}</blockquote>}
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={close} disabled={deleting.isLoading}>
            {t('delete.cancel')}
          </Button>
          <Button variant="danger" busy={deleting.isLoading} onClick={() => void confirm()}>
            {t('delete.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
