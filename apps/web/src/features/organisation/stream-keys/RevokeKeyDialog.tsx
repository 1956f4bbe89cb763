import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorStatus } from '../../../lib/api-errors';
import { type StreamKey, useRevokeStreamKeyMutation } from './stream-keys-api';

/** Revoking cannot be undone: programs using the key lose the stream at once, so it asks first. */
export function RevokeKeyDialog({ streamKey, onClose }: { streamKey: StreamKey | null; onClose: () => void }) {
  const { t } = useTranslation('streamKeys');
  const [revoke] = useRevokeStreamKeyMutation();

  return (
    <ConfirmDialog
      open={streamKey !== null}
      onClose={onClose}
      title={t('revoke.title')}
      description={streamKey ? t('revoke.description', { name: streamKey.name }) : undefined}
      cancelLabel={t('revoke.cancel')}
      confirmLabel={t('revoke.confirm')}
      cancelWhileBusy
      onConfirm={async () => {
        if (!streamKey) return;
        await revoke({ key_id: streamKey.key_id, revoked_at: new Date().toISOString() }).unwrap();
        onClose();
      }}
      failureText={(failure) => (errorStatus(failure as Parameters<typeof errorStatus>[0]) === 404 ? t('revoke.gone') : t('revoke.failed'))}
    />
  );
}
