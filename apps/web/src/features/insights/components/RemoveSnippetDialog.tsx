import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { errorStatus } from '../../../lib/api-errors';
import { useRemoveSnippetMutation } from '../api/insights-api';
import { type InsightSnippet, type Recommendation, SNIPPET_REMOVAL_REASON_MAX_CHARS } from '../api/types';
import { errorCode, isInsightChanged } from './insight-edit-errors';

/** Characters as the server counts them (code points), so an emoji counts once. */
const lengthOf = (text: string) => [...text].length;

/** Takes one snippet out of the insight's evidence, with the reason the person gives (required). */
export function RemoveSnippetDialog({
  recommendation,
  snippet,
  onClose,
  onRemoved,
}: {
  recommendation: Recommendation;
  /** The snippet to remove; the dialog is open while there is one. */
  snippet: InsightSnippet | null;
  onClose: () => void;
  /** With the insight's snippet count after the removal. */
  onRemoved: (snippetCount: number) => void;
}) {
  const { t } = useTranslation('insights');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog
      open={snippet !== null}
      onClose={onClose}
      title={t('removeSnippet.title')}
      description={t('removeSnippet.description')}
      initialFocus={fieldRef}
    >
      {snippet && (
        <RemoveSnippetForm
          key={snippet.snippet_id}
          recommendation={recommendation}
          snippet={snippet}
          onClose={onClose}
          onRemoved={onRemoved}
          fieldRef={fieldRef}
        />
      )}
    </Dialog>
  );
}

function RemoveSnippetForm({
  recommendation,
  snippet,
  onClose,
  onRemoved,
  fieldRef,
}: {
  recommendation: Recommendation;
  snippet: InsightSnippet;
  onClose: () => void;
  onRemoved: (snippetCount: number) => void;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation('insights');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [remove, removing] = useRemoveSnippetMutation();
  const errorRef = useRef<HTMLDivElement>(null);

  const refuse = (message: string) => {
    setReasonError(message);
    fieldRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const text = reason.trim();
    if (text === '') return refuse(t('removeSnippet.required'));
    if (lengthOf(text) > SNIPPET_REMOVAL_REASON_MAX_CHARS)
      return refuse(t('removeSnippet.tooLong', { max: SNIPPET_REMOVAL_REASON_MAX_CHARS }));
    setReasonError(null);
    try {
      const removed = await remove({
        recommendation_id: recommendation.recommendation_id,
        product_id: recommendation.product_id,
        snippet_id: snippet.snippet_id,
        reason: text,
        revision: recommendation.revision,
      }).unwrap();
      onRemoved(removed.snippet_count);
    } catch (failure) {
      const code = errorCode(failure);
      if (code === 'SNIPPET_REMOVAL_REASON_REQUIRED') return refuse(t('removeSnippet.required'));
      if (code === 'SNIPPET_REMOVAL_REASON_TOO_LONG') return refuse(t('removeSnippet.tooLong', { max: SNIPPET_REMOVAL_REASON_MAX_CHARS }));
      if (isInsightChanged(failure)) setError(t('edits.changed'));
      else if (code === 'INSIGHT_SNIPPET_NOT_FOUND') setError(t('removeSnippet.gone'));
      else if (code === 'INSIGHT_LAST_SNIPPET') setError(t('removeSnippet.last'));
      else setError(errorStatus(failure as Parameters<typeof errorStatus>[0]) === 404 ? t('actions.gone') : t('removeSnippet.failed'));
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  };

  const length = lengthOf(reason);
  return (
    <form className="form dismiss-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <blockquote className="remove-snippet__text">{snippet.text}</blockquote>
      <TextAreaField
        ref={fieldRef}
        label={t('removeSnippet.reason')}
        name="reason"
        rows={3}
        required
        value={reason}
        error={reasonError}
        hint={
          <span
            className={length > SNIPPET_REMOVAL_REASON_MAX_CHARS ? 'dismiss-form__count dismiss-form__count--over' : 'dismiss-form__count'}
          >
            {t('dismiss.count', { value: length, max: SNIPPET_REMOVAL_REASON_MAX_CHARS })}
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
        <Button variant="secondary" onClick={onClose} disabled={removing.isLoading}>
          {t('dismiss.cancel')}
        </Button>
        <Button type="submit" variant="danger" busy={removing.isLoading}>
          {removing.isLoading ? t('removeSnippet.submitting') : t('removeSnippet.submit')}
        </Button>
      </div>
    </form>
  );
}
