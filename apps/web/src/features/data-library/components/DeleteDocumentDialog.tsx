import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useDeleteDocumentMutation } from '../api/documents-api';
import type { DocumentListItem } from '../api/types';

export interface DeleteDocumentDialogProps {
  /** The file to delete; null keeps the dialog closed. */
  document: Pick<DocumentListItem, 'document_id' | 'file_name' | 'quick_upload'> | null;
  onClose: () => void;
  onDeleted: (fileName: string) => void;
}

/** SPEC section 5: deleting a file needs confirmation; focus starts on the harmless close button. */
export function DeleteDocumentDialog({ document, onClose, onDeleted }: DeleteDocumentDialogProps) {
  const { t } = useTranslation('dataLibrary');
  const [deleteDocument] = useDeleteDocumentMutation();
  return (
    <ConfirmDialog
      open={document !== null}
      onClose={onClose}
      title={t('delete.title')}
      description={t('delete.description', { name: document?.file_name ?? '' })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      cancelWhileBusy
      onConfirm={async () => {
        if (!document) return;
        await deleteDocument({ documentId: document.document_id, quickUpload: document.quick_upload }).unwrap();
        onDeleted(document.file_name);
      }}
      failureText={() => t('delete.failed')}
    />
  );
}
