import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssistantPanel } from './AssistantPanel';
import './assistant.css';

/**
 * "Ask the assistant" in the top navigation of every organisation page, and the panel it opens.
 * The conversation lives in the store, so closing the panel loses nothing.
 */
export function AssistantLauncher({ namespace }: { namespace: string }) {
  const { t } = useTranslation('assistant');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--secondary assistant-launcher"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 5h16v10H9l-5 4V5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="M8 9h8M8 12h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="assistant-launcher__text">{t('launcher')}</span>
      </button>
      {open && (
        <AssistantPanel
          namespace={namespace}
          onClose={({ restoreFocus }) => {
            setOpen(false);
            // Following a link moves to another page, whose own content takes the focus.
            if (restoreFocus) buttonRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
