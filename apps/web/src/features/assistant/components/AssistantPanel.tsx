import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../../components/ui/use-focus-trap';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { conversationCleared } from '../assistant-slice';
import { AssistantComposer } from './AssistantComposer';
import { AssistantSuggestions } from './AssistantSuggestions';
import { ConversationLog } from './ConversationLog';

export interface AssistantPanelProps {
  namespace: string;
  /** `restoreFocus` is false when a link was followed: the page it opens takes the focus. */
  onClose: (how: { restoreFocus: boolean }) => void;
}

/**
 * The assistant's panel: a modal sheet at the side of the page (the whole screen on a phone). Focus
 * moves to the message box, Tab stays inside, Escape or the close button closes it.
 */
export function AssistantPanel({ namespace, onClose }: AssistantPanelProps) {
  const { t } = useTranslation('assistant');
  const dispatch = useAppDispatch();
  const turns = useAppSelector((state) => state.assistant.turns);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useFocusTrap(true, panelRef);

  useEffect(() => {
    messageRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current({ restoreFocus: true });
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind stays still while the panel covers it.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  const followedLink = () => onClose({ restoreFocus: false });
  const startOver = () => {
    dispatch(conversationCleared());
    messageRef.current?.focus();
  };

  return createPortal(
    <div
      className="assistant-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose({ restoreFocus: true });
      }}
    >
      <div ref={panelRef} className="assistant-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="assistant-panel__header">
          <h2 id={titleId} className="assistant-panel__title">
            {t('title')}
          </h2>
          {turns.length > 0 && (
            <button type="button" className="btn btn--ghost assistant-panel__new" onClick={startOver}>
              {t('newConversation')}
            </button>
          )}
          <button type="button" className="icon-button" aria-label={t('close')} onClick={() => onClose({ restoreFocus: true })}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="assistant-panel__body">
          {turns.length === 0 ? (
            <AssistantSuggestions />
          ) : (
            <ConversationLog namespace={namespace} turns={turns} onFollowLink={followedLink} />
          )}
        </div>
        <AssistantComposer messageRef={messageRef} />
      </div>
    </div>,
    document.body,
  );
}
