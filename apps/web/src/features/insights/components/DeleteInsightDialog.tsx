import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { deletedEvenIfGone } from '../../../lib/deleted-already';
import { useDeleteInsightMutation } from '../api/insights-api';
import { isInsightChanged } from './insight-edit-errors';
import type { Recommendation } from '../api/types';

/** Deleting an insight needs confirmation; focus starts on the harmless close button. */
export function DeleteInsightDialog({
  recommendation,
  open,
  onClose,
  onDeleted,
}: {
  recommendation: Recommendation;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('insights');
  const [deleteInsight] = useDeleteInsightMutation();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('delete.title')}
      description={t('delete.description', { title: recommendation.title })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      onConfirm={async () => {
        const { recommendation_id, product_id, revision } = recommendation;
        await deletedEvenIfGone(deleteInsight({ recommendation_id, product_id, revision }).unwrap());
        onDeleted();
      }}
      failureText={(failure) => (isInsightChanged(failure) ? t('edits.changed') : t('delete.failed'))}
    />
  );
}
