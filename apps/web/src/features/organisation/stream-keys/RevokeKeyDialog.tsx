import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { errorStatus } from '../../../lib/api-errors';
import { type StreamKey, useRevokeStreamKeyMutation } from './stream-keys-api';

/** Revoking cannot be undone: programs using the key lose the stream at once, so it asks first. */
export function RevokeKeyDialog({ streamKey, onClose }: { streamKey: StreamKey | null; onClose: () => void }) {
  const { t } = useTranslation('streamKeys');
  const [revoke, { isLoading }] = useRevokeStreamKeyMutation();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!streamKey) return;
    setError(null);
    try {
      await revoke({ key_id: streamKey.key_id, revoked_at: new Date().toISOString() }).unwrap();
      close();
    } catch (failure) {
      setError(errorStatus(failure as Parameters<typeof errorStatus>[0]) === 404 ? t('revoke.gone') : t('revoke.failed'));
    }
  };

  return (
    <Dialog
      open={streamKey !== null}
      onClose={close}
      title={t('revoke.title')}
      description={streamKey ? t('revoke.description', { name: streamKey.name }) : undefined}
    >
      {error && <Alert tone="error">{error}</Alert>}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={close}>
          {t('revoke.cancel')}
        </Button>
        <Button variant="danger" busy={isLoading} onClick={confirm}>
          {t('revoke.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
