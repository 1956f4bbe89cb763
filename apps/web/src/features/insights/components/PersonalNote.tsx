import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { errorStatus } from '../../../lib/api-errors';
import { useGetInsightNoteQuery, useWriteInsightNoteMutation } from '../api/insights-api';
import { type InsightNote, NOTE_MAX_CHARS } from '../api/types';
import { useFormatters } from './format';
import { errorCode } from '../../../lib/api-errors';

const lengthOf = (text: string) => [...text].length;

/** The person's own note on the insight, with its saved-on date: nobody else sees it. */
export function PersonalNote({ recommendationId }: { recommendationId: string }) {
  const { t } = useTranslation('insights');
  const note = useGetInsightNoteQuery(recommendationId);
  let content;
  if (note.isLoading) content = <Spinner />;
  else if (!note.data) {
    content = (
      <div className="stack">
        <Alert tone="error">{t('note.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void note.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else content = <NoteForm key={note.data.recommendation_id} note={note.data} />;
  return (
    <section className="panel" aria-labelledby="insight-note">
      <h2 id="insight-note">{t('note.title')}</h2>
      <p className="muted">{t('note.private')}</p>
      {content}
    </section>
  );
}

function NoteForm({ note }: { note: InsightNote }) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  const [text, setText] = useState(note.text ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [write, writing] = useWriteInsightNoteMutation();

  const save = async (next: string) => {
    setOutcome(null);
    if (lengthOf(next.trim()) > NOTE_MAX_CHARS) {
      setFieldError(t('note.tooLong', { max: NOTE_MAX_CHARS }));
      return;
    }
    setFieldError(null);
    try {
      const saved = await write({ recommendation_id: note.recommendation_id, text: next }).unwrap();
      setText(saved.text ?? '');
      setOutcome({ tone: 'success', text: saved.text === null ? t('note.deleted') : t('note.saved') });
    } catch (failure) {
      if (errorCode(failure) === 'NOTE_TOO_LONG') setFieldError(t('note.tooLong', { max: NOTE_MAX_CHARS }));
      else if (errorStatus(failure as Parameters<typeof errorStatus>[0]) === 404) setOutcome({ tone: 'error', text: t('actions.gone') });
      else setOutcome({ tone: 'error', text: t('note.failed') });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(text);
  };

  const savedOn = format.date(note.saved_at);
  const length = lengthOf(text);
  return (
    <form className="form personal-note" noValidate onSubmit={onSubmit}>
      <TextAreaField
        label={t('note.label')}
        name="note"
        rows={4}
        value={text}
        error={fieldError}
        hint={
          <span className={length > NOTE_MAX_CHARS ? 'dismiss-form__count dismiss-form__count--over' : 'dismiss-form__count'}>
            {t('dismiss.count', { value: length, max: NOTE_MAX_CHARS })}
          </span>
        }
        onChange={(event) => {
          setText(event.target.value);
          setOutcome(null);
          if (fieldError) setFieldError(null);
        }}
      />
      <p className="personal-note__saved">{savedOn ? t('note.savedOn', { date: savedOn }) : t('note.none')}</p>
      <div className="personal-note__actions">
        <Button type="submit" variant="secondary" busy={writing.isLoading && writing.originalArgs?.text !== ''}>
          {t('note.save')}
        </Button>
        {note.text !== null && (
          <Button variant="secondary" busy={writing.isLoading && writing.originalArgs?.text === ''} onClick={() => void save('')}>
            {t('note.delete')}
          </Button>
        )}
      </div>
      <div aria-live="polite">{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</div>
    </form>
  );
}
