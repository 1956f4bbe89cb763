import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { errorStatus, serverErrorText } from '../../../lib/api-errors';
import { useClock } from '../../../lib/clock';
import { useDismissInsightMutation } from '../api/insights-api';
import { DISMISS_REASON_MAX_CHARS, type Recommendation } from '../api/types';
import { isInsightChanged } from './insight-edit-errors';

type QueryError = Parameters<typeof serverErrorText>[0];

function errorCode(error: QueryError): string | null {
  const data = error && 'data' in error ? error.data : undefined;
  const code = data && typeof data === 'object' ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : null;
}

/** Characters as the server counts them (code points), so an emoji counts once. */
const lengthOf = (text: string) => [...text].length;

/** Dismiss: the insight leaves its project's ranked list, with the reason the person gives (required). */
export function DismissInsightDialog({
  recommendation,
  open,
  onClose,
  onDismissed,
}: {
  recommendation: Recommendation;
  open: boolean;
  onClose: () => void;
  onDismissed: () => void;
}) {
  const { t } = useTranslation('insights');
  // The reason is all the dialog asks: it takes the focus.
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title={t('dismiss.title')} description={t('dismiss.description')} initialFocus={fieldRef}>
      {/* A fresh form each time the dialog opens. */}
      {open && <DismissForm recommendation={recommendation} onClose={onClose} onDismissed={onDismissed} fieldRef={fieldRef} />}
    </Dialog>
  );
}

function DismissForm({
  recommendation,
  onClose,
  onDismissed,
  fieldRef,
}: {
  recommendation: Recommendation;
  onClose: () => void;
  onDismissed: () => void;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation('insights');
  const clock = useClock();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dismiss, dismissing] = useDismissInsightMutation();
  const errorRef = useRef<HTMLDivElement>(null);

  const refuse = (message: string) => {
    setReasonError(message);
    fieldRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const text = reason.trim();
    if (text === '') return refuse(t('dismiss.required'));
    if (lengthOf(text) > DISMISS_REASON_MAX_CHARS) return refuse(t('dismiss.tooLong', { max: DISMISS_REASON_MAX_CHARS }));
    setReasonError(null);
    try {
      await dismiss({
        recommendation_id: recommendation.recommendation_id,
        product_id: recommendation.product_id,
        reason: text,
        dismissed_at: clock().toISOString(),
        revision: recommendation.revision,
      }).unwrap();
      onDismissed();
    } catch (failure) {
      const code = errorCode(failure as QueryError);
      if (code === 'DISMISS_REASON_REQUIRED') return refuse(t('dismiss.required'));
      if (code === 'DISMISS_REASON_TOO_LONG') return refuse(t('dismiss.tooLong', { max: DISMISS_REASON_MAX_CHARS }));
      const status = errorStatus(failure as QueryError);
      setError(
        isInsightChanged(failure)
          ? t('edits.changed')
          : status === 404
            ? t('actions.gone')
            : status === 400
              ? (serverErrorText(failure as QueryError) ?? t('dismiss.failed'))
              : t('dismiss.failed'),
      );
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  };

  const length = lengthOf(reason);
  return (
    <form className="form dismiss-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextAreaField
        ref={fieldRef}
        label={t('dismiss.reason')}
        name="reason"
        rows={4}
        required
        value={reason}
        error={reasonError}
        hint={
          <span className={length > DISMISS_REASON_MAX_CHARS ? 'dismiss-form__count dismiss-form__count--over' : 'dismiss-form__count'}>
            {t('dismiss.count', { value: length, max: DISMISS_REASON_MAX_CHARS })}
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
        <Button variant="secondary" onClick={onClose} disabled={dismissing.isLoading}>
          {t('dismiss.cancel')}
        </Button>
        <Button type="submit" busy={dismissing.isLoading}>
          {dismissing.isLoading ? t('dismiss.submitting') : t('dismiss.submit')}
        </Button>
      </div>
    </form>
  );
}
