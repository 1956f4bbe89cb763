import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useDeleteCollectionMutation } from '../../../lib/collections-api';
import { deletedEvenIfGone } from '../../../lib/deleted-already';

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
  const [deleteCollection] = useDeleteCollectionMutation();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('delete.title')}
      description={t('delete.description', { name })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      onConfirm={async () => {
        await deletedEvenIfGone(deleteCollection(collectionId).unwrap());
        onDeleted();
      }}
      failureText={() => t('delete.failed')}
    />
  );
}
