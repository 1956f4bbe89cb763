import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';
import { Button } from '../../../components/ui/Button';
import { Alert } from '../../../components/ui/Alert';
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
  const [deleteDocument, { isLoading }] = useDeleteDocumentMutation();
  const [failed, setFailed] = useState(false);

  const close = () => {
    setFailed(false);
    onClose();
  };
  const confirm = async () => {
    if (!document) return;
    setFailed(false);
    const result = await deleteDocument({ documentId: document.document_id, quickUpload: document.quick_upload });
    if (result.error) {
      setFailed(true);
      return;
    }
    onDeleted(document.file_name);
  };

  return (
    <Dialog
      open={document !== null}
      onClose={close}
      title={t('delete.title')}
      description={t('delete.description', { name: document?.file_name ?? '' })}
    >
      <div className="stack">
        {failed && <Alert tone="error">{t('delete.failed')}</Alert>}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={close}>
            {t('delete.cancel')}
          </Button>
          <Button variant="danger" busy={isLoading} onClick={() => void confirm()}>
            {t('delete.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
