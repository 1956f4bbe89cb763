import { useRef } from 'react';
import { Dialog } from '../ui/Dialog';
import { CollectionNameForm } from './CollectionNameForm';

/** Create or rename a collection in a dialog; focus starts on the name. */
export function CollectionNameDialog({
  open,
  title,
  initialName,
  submitLabel,
  cancelLabel,
  failedMessage,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  initialName?: string;
  submitLabel: string;
  cancelLabel: string;
  failedMessage: string;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title={title} initialFocus={inputRef}>
      {/* Keyed by open state so a reopened dialog starts from the current name, not the last attempt. */}
      <CollectionNameForm
        key={String(open)}
        inputRef={inputRef}
        initialName={initialName}
        submitLabel={submitLabel}
        cancelLabel={cancelLabel}
        failedMessage={failedMessage}
        onSubmit={onSubmit}
        onCancel={onClose}
      />
    </Dialog>
  );
}
