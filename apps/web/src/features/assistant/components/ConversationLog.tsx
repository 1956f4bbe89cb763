import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantTurn } from '../assistant-slice';
import { MemoryTurnView } from './MemoryTurnView';
import { QuestionTurnView } from './QuestionTurnView';

export interface ConversationLogProps {
  namespace: string;
  turns: readonly AssistantTurn[];
  /** A link to an insight was followed: the panel makes way for its page. */
  onFollowLink: () => void;
}

/**
 * The conversation, oldest turn first. A log: what is added (an answer, a listing) is read out
 * politely by assistive technology, and the newest turn is scrolled into view.
 */
export function ConversationLog({ namespace, turns, onFollowLink }: ConversationLogProps) {
  const { t } = useTranslation('assistant');
  const endRef = useRef<HTMLDivElement>(null);
  const last = turns[turns.length - 1];

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [turns.length, last?.status]);

  return (
    <div className="assistant-log" role="log" aria-label={t('conversation')}>
      <ol className="assistant-turns">
        {turns.map((turn) => (
          <li key={turn.id} className="assistant-turn">
            {turn.kind === 'question' ? (
              <QuestionTurnView namespace={namespace} turn={turn} onFollowLink={onFollowLink} />
            ) : (
              <MemoryTurnView turn={turn} />
            )}
          </li>
        ))}
      </ol>
      <div ref={endRef} />
    </div>
  );
}
