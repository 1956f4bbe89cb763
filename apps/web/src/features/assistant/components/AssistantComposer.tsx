import { useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { draftChanged } from '../assistant-slice';
import { askAssistant, listPastQuestions } from '../assistant-thunks';
import { readComposedMessage } from '../slash-command';
import { SearchModeChoice } from './SearchModeChoice';

/**
 * The message box: a question (a follow-up of the conversation so far), or /memory. One question
 * at a time: the next follows up its answer, so it waits for it.
 */
export function AssistantComposer({ messageRef }: { messageRef: RefObject<HTMLTextAreaElement | null> }) {
  const { t } = useTranslation('assistant');
  const dispatch = useAppDispatch();
  const draft = useAppSelector((state) => state.assistant.draft);
  const asking = useAppSelector((state) => state.assistant.turns.some((turn) => turn.status === 'asking' || turn.status === 'listing'));
  const [error, setError] = useState<string | null>(null);

  const send = () => {
    if (asking) return;
    const message = readComposedMessage(draft);
    if (message.kind === 'empty') {
      setError(t('errors.ASSISTANT_QUERY_EMPTY'));
      messageRef.current?.focus();
      return;
    }
    setError(null);
    dispatch(draftChanged(''));
    void dispatch(message.kind === 'memory' ? listPastQuestions(message.filter) : askAssistant(message.query));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  // Enter sends, as in any chat; Shift+Enter (and an input method's composition) writes on.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className="assistant-composer" noValidate onSubmit={onSubmit}>
      <SearchModeChoice onSwitchedToPattern={() => messageRef.current?.focus()} />
      <TextAreaField
        ref={messageRef}
        label={t('composer.label')}
        name="question"
        rows={2}
        value={draft}
        placeholder={t('composer.placeholder')}
        hint={t('composer.hint')}
        error={error}
        onChange={(event) => {
          dispatch(draftChanged(event.target.value));
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="assistant-composer__actions">
        <Button type="submit" busy={asking}>
          {t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
