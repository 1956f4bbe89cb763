import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { TextAreaField } from '../../../../components/ui/TextAreaField';
import type { MentionableMember } from '../../../../lib/comments-api';
import { insertMention, mentionAt, mentionsKept } from './mention-query';

/** Longest comment the server keeps (COMMENT_MAX_CHARS). */
export const COMMENT_MAX_CHARS = 5000;
/** Members the picker lists at once: typing more of the name narrows it. */
const PICKER_SIZE = 6;

export interface CommentComposerProps {
  label: string;
  submitLabel: string;
  members: readonly MentionableMember[];
  /** Records the comment; a rejection's message is shown under the field. */
  onSubmit: (text: string, mentions: string[]) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A comment being written. Typing @ opens a list of the organisation's members: Up and Down move
 * through it, Enter or Tab chooses, Escape closes it; the chosen member is written as @First Last
 * and sent as a mention while their name stays in the text.
 */
export function CommentComposer({ label, submitLabel, members, onSubmit, onCancel, autoFocus }: CommentComposerProps) {
  const { t } = useTranslation('comments');
  const listId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [chosen, setChosen] = useState<MentionableMember[]>([]);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Where the caret goes once a chosen member's name is in the field (set before the browser paints).
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pendingCaret.current === null) return;
    textRef.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [text]);

  const mention = mentionAt(text, caret);
  const query = mention?.query.toLocaleLowerCase() ?? '';
  const matches = mention ? members.filter((member) => member.name.toLocaleLowerCase().includes(query)).slice(0, PICKER_SIZE) : [];
  const pickerOpen = mention !== null && matches.length > 0 && dismissedAt !== mention.start;
  const activeIndex = Math.min(active, matches.length - 1);

  const choose = (member: MentionableMember) => {
    if (!mention) return;
    const next = insertMention(text, caret, mention.start, member.name);
    setText(next.text);
    setCaret(next.caret);
    setChosen((already) => (already.some((m) => m.user_id === member.user_id) ? already : [...already, member]));
    setActive(0);
    pendingCaret.current = next.caret;
    textRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!pickerOpen) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(matches[activeIndex]);
    } else if (event.key === 'Escape') {
      // Closes the list only: a dialog or menu around the field stays open.
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(mention.start);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') return setError(t('errors.codes.COMMENT_TEXT_REQUIRED'));
    if ([...trimmed].length > COMMENT_MAX_CHARS) return setError(t('errors.codes.COMMENT_TEXT_TOO_LONG', { max: COMMENT_MAX_CHARS }));
    setError(null);
    setBusy(true);
    try {
      await onSubmit(trimmed, mentionsKept(trimmed, chosen));
      setText('');
      setChosen([]);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="comment-composer" noValidate onSubmit={(event) => void submit(event)}>
      <div className="comment-composer__field">
        <TextAreaField
          ref={textRef}
          label={label}
          hint={t('composer.hint')}
          value={text}
          error={error}
          rows={3}
          autoFocus={autoFocus}
          aria-autocomplete="list"
          aria-controls={pickerOpen ? listId : undefined}
          aria-activedescendant={pickerOpen ? `${listId}-${activeIndex}` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart ?? event.target.value.length);
            setActive(0);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
          onKeyDown={onKeyDown}
        />
        {pickerOpen && (
          <ul id={listId} role="listbox" aria-label={t('composer.members')} className="mention-picker">
            {matches.map((member, index) => (
              <li
                key={member.user_id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className={index === activeIndex ? 'mention-picker__option is-active' : 'mention-picker__option'}
                // Keeps the focus in the field while choosing with a pointer.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(member)}
              >
                {member.name || t('unknownPerson')}
              </li>
            ))}
          </ul>
        )}
        <span className="visually-hidden" role="status">
          {pickerOpen ? t('composer.matches', { count: matches.length }) : ''}
        </span>
      </div>
      <div className="comment-composer__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('composer.cancel')}
          </Button>
        )}
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
