import { useState, type ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** Shown above the buttons: what is about to go, when the description does not say it all. */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Does what was confirmed; throws when it is refused. */
  onConfirm: () => Promise<void>;
  /** What to say of a refusal. */
  failureText: (failure: unknown) => string;
  /** Leaves the cancel button usable while the confirmed action is under way. */
  cancelWhileBusy?: boolean;
}

/**
 * A destructive action asked about first: the confirm button is the danger one, focus starts on the
 * harmless close button, and a refusal is said in the dialog (until it closes or is confirmed again).
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  failureText,
  cancelWhileBusy = false,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} title={title} description={description}>
      <div className="stack">
        {children}
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={close} disabled={busy && !cancelWhileBusy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
