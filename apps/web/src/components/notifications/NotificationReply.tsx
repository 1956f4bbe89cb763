import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { usePostCommentMutation } from '../../lib/comments-api';

/** A reply, from the bell, in the chain a notification or mention is about. */
export function NotificationReply({ recommendationId, chainId, author }: { recommendationId: string; chainId: string; author: string }) {
  const { t } = useTranslation('comments');
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [post, posting] = usePostCommentMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setError(t('errors.codes.COMMENT_TEXT_REQUIRED'));
    setError(null);
    try {
      await post({ recommendation_id: recommendationId, comment_chain_id: chainId, text: text.trim(), mentions: [] }).unwrap();
      setText('');
      setOpen(false);
      setSent(true);
    } catch (failure) {
      const code = (failure as { data?: { code?: string } }).data?.code;
      setError(code === 'COMMENT_CHAIN_NOT_FOUND' ? t('errors.codes.COMMENT_CHAIN_NOT_FOUND') : t('errors.postFailed'));
    }
  };

  if (!open) {
    return (
      <div className="notification__reply">
        <Button
          variant="ghost"
          onClick={() => {
            setOpen(true);
            setSent(false);
          }}
        >
          {t('bell.reply')}
          <span className="visually-hidden"> {t('bell.replyLabel', { author })}</span>
        </Button>
        <span role="status" className="muted">
          {sent ? t('bell.sent') : ''}
        </span>
      </div>
    );
  }
  return (
    <form className="notification__reply-form" noValidate onSubmit={(event) => void submit(event)}>
      <label className="field__label" htmlFor={fieldId}>
        {t('bell.replyLabel', { author })}
      </label>
      <textarea
        id={fieldId}
        className="field__input field__textarea"
        rows={2}
        value={text}
        // The field opens on request: focus goes where the person is about to type.
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <p id={`${fieldId}-error`} className="field__error">
          {error}
        </p>
      )}
      <div className="notification__reply-actions">
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={posting.isLoading}>
          {t('bell.cancel')}
        </Button>
        <Button type="submit" busy={posting.isLoading}>
          {t('bell.send')}
        </Button>
      </div>
    </form>
  );
}
