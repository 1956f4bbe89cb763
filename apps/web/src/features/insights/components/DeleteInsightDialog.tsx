import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { errorStatus } from '../../../lib/api-errors';
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
  const [deleteInsight, deleting] = useDeleteInsightMutation();
  const [failed, setFailed] = useState<string | null>(null);

  const close = () => {
    setFailed(null);
    onClose();
  };
  const confirm = async () => {
    setFailed(null);
    try {
      await deleteInsight({
        recommendation_id: recommendation.recommendation_id,
        product_id: recommendation.product_id,
        revision: recommendation.revision,
      }).unwrap();
      onDeleted();
    } catch (failure) {
      // Deleted already (by someone else): it is gone all the same.
      if (errorStatus(failure as Parameters<typeof errorStatus>[0]) === 404) onDeleted();
      else setFailed(isInsightChanged(failure) ? t('edits.changed') : t('delete.failed'));
    }
  };

  return (
    <Dialog open={open} onClose={close} title={t('delete.title')} description={t('delete.description', { title: recommendation.title })}>
      <div className="stack">
        {failed && <Alert tone="error">{failed}</Alert>}
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
