import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { nameProblem, refusedName } from './collection-name-errors';

/**
 * A collection's name, checked as the server does before it is sent, with the server's refusals
 * (a taken name) shown on the field. `onSubmit` throws what the mutation threw.
 */
export function CollectionNameForm({
  initialName = '',
  submitLabel,
  failedMessage,
  onSubmit,
  onCancel,
  cancelLabel,
  inputRef,
}: {
  initialName?: string;
  submitLabel: string;
  failedMessage: string;
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
  cancelLabel?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('collections');
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const problem = nameProblem(name, t);
    setFieldError(problem);
    if (problem) {
      inputRef?.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(name.trim());
    } catch (failure) {
      const refused = refusedName(failure, t);
      if (refused) {
        setFieldError(refused);
        inputRef?.current?.focus();
      } else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={inputRef}
        label={t('name.label')}
        hint={t('name.hint')}
        required
        autoComplete="off"
        value={name}
        error={fieldError}
        onChange={(event) => {
          setName(event.target.value);
          if (fieldError) setFieldError(null);
        }}
      />
      {failed && <Alert tone="error">{failedMessage}</Alert>}
      <div className="dialog__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
