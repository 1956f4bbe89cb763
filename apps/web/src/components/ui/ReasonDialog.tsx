import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Alert } from './Alert';
import { Button, type ButtonProps } from './Button';
import { Dialog } from './Dialog';
import { TextAreaField } from './TextAreaField';

/** Characters as the server counts them (code points), so an emoji counts once. */
const lengthOf = (text: string) => [...text].length;

/** What a refusal says: of the reason itself (shown on its field), or of the request (shown above the buttons). */
export type ReasonRefusal = { reason: string } | { request: string };

/** The words of a reason dialog, already translated. */
export interface ReasonDialogTexts {
  /** The field's label. */
  label: string;
  /** Said on the field when it is left empty. */
  required: string;
  /** Said on the field when the reason is longer than allowed. */
  tooLong: string;
  /** The hint under the field: how many characters of the maximum are used. */
  count: (length: number) => string;
  cancel: string;
  submit: string;
  /** The submit button's text while the reason is on its way. */
  submitting: string;
}

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** The form starts afresh each time the dialog opens, and whenever this key changes. */
  formKey?: string;
  /** Shown above the field: what the reason is given for. */
  subject?: ReactNode;
  texts: ReasonDialogTexts;
  maxChars: number;
  rows: number;
  submitVariant?: ButtonProps['variant'];
  /** Sends the reason (trimmed, neither empty nor too long); throws when it is refused. */
  send: (reason: string) => Promise<void>;
  /** What to say of a refused send. */
  refusal: (failure: unknown) => ReasonRefusal;
}

/**
 * A dialog that asks for a required reason, then sends it: the field takes the focus, counts the
 * characters, and says what is wrong with the reason; any other refusal is shown above the buttons
 * and takes the focus.
 */
export function ReasonDialog({ open, onClose, title, description, formKey, ...form }: ReasonDialogProps) {
  // The reason is all the dialog asks: it takes the focus.
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} initialFocus={fieldRef}>
      {/* A fresh form each time the dialog opens. */}
      {open && <ReasonForm key={formKey} {...form} onClose={onClose} fieldRef={fieldRef} />}
    </Dialog>
  );
}

function ReasonForm({
  subject,
  texts,
  maxChars,
  rows,
  submitVariant,
  send,
  refusal,
  onClose,
  fieldRef,
}: Omit<ReasonDialogProps, 'open' | 'title' | 'description' | 'formKey'> & { fieldRef: RefObject<HTMLTextAreaElement | null> }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);

  const refuse = (message: string) => {
    setReasonError(message);
    fieldRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const text = reason.trim();
    if (text === '') return refuse(texts.required);
    if (lengthOf(text) > maxChars) return refuse(texts.tooLong);
    setReasonError(null);
    setSending(true);
    try {
      await send(text);
    } catch (failure) {
      const said = refusal(failure);
      if ('reason' in said) return refuse(said.reason);
      setError(said.request);
      requestAnimationFrame(() => errorRef.current?.focus());
    } finally {
      setSending(false);
    }
  };

  const length = lengthOf(reason);
  return (
    <form className="form dismiss-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {subject}
      <TextAreaField
        ref={fieldRef}
        label={texts.label}
        name="reason"
        rows={rows}
        required
        value={reason}
        error={reasonError}
        hint={
          <span className={length > maxChars ? 'dismiss-form__count dismiss-form__count--over' : 'dismiss-form__count'}>
            {texts.count(length)}
          </span>
        }
        onChange={(event) => {
          setReason(event.target.value);
          if (reasonError) setReasonError(null);
        }}
      />
      <div ref={errorRef} tabIndex={-1} className="dismiss-form__error">
        {error && <Alert tone="error">{error}</Alert>}
      </div>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={sending}>
          {texts.cancel}
        </Button>
        <Button type="submit" variant={submitVariant} busy={sending}>
          {sending ? texts.submitting : texts.submit}
        </Button>
      </div>
    </form>
  );
}
