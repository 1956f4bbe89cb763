import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { errorStatus } from '../../../lib/api-errors';
import { useDeleteCollectionMutation } from '../../../lib/collections-api';

/** Deleting a collection needs confirmation; focus starts on the harmless close button. */
export function DeleteCollectionDialog({
  collectionId,
  name,
  open,
  onClose,
  onDeleted,
}: {
  collectionId: string;
  name: string;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('collections');
  const [deleteCollection, deleting] = useDeleteCollectionMutation();
  const [failed, setFailed] = useState(false);

  const close = () => {
    setFailed(false);
    onClose();
  };
  const confirm = async () => {
    setFailed(false);
    try {
      await deleteCollection(collectionId).unwrap();
      onDeleted();
    } catch (failure) {
      // Deleted already (by someone else): it is gone all the same.
      if (errorStatus(failure as Parameters<typeof errorStatus>[0]) === 404) onDeleted();
      else setFailed(true);
    }
  };

  return (
    <Dialog open={open} onClose={close} title={t('delete.title')} description={t('delete.description', { name })}>
      <div className="stack">
        {failed && <Alert tone="error">{t('delete.failed')}</Alert>}
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
