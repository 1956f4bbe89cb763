import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useDateTime } from '../../../lib/format';
import { useAppDispatch } from '../../../lib/hooks';
import { turnRemoved, type MemoryTurn } from '../assistant-slice';
import { askAssistant, listPastQuestions } from '../assistant-thunks';
import { useFailureText } from './failure-text';
import { Searching } from './Searching';

/** What /memory found: the member's past questions, newest first, each asked again on a press. */
export function MemoryTurnView({ turn }: { turn: MemoryTurn }) {
  const { t } = useTranslation('assistant');
  const dispatch = useAppDispatch();
  const failureText = useFailureText();
  const when = useDateTime();
  const listAgain = () => {
    dispatch(turnRemoved(turn.id));
    void dispatch(listPastQuestions(turn.filter));
  };

  return (
    <>
      <p className="assistant-turn__question">
        <code>/memory{turn.filter ? ` ${turn.filter}` : ''}</code>
        <span className="visually-hidden">
          : {turn.filter ? t('memory.commandFiltered', { filter: turn.filter }) : t('memory.command')}
        </span>
      </p>
      {turn.status === 'listing' && <Searching label={t('memory.listing')} />}
      {turn.status === 'failed' && turn.failure && (
        <div className="assistant-turn__failure">
          <Alert tone="error">{failureText(turn.failure, 'errors.memoryUnavailable')}</Alert>
          {turn.failure.kind === 'unavailable' && (
            <div>
              <Button variant="secondary" onClick={listAgain}>
                {t('errors.retry')}
              </Button>
            </div>
          )}
        </div>
      )}
      {turn.searches &&
        (turn.searches.length === 0 ? (
          <p className="assistant-memory__empty">{turn.filter ? t('memory.emptyFiltered', { filter: turn.filter }) : t('memory.empty')}</p>
        ) : (
          <div className="assistant-memory">
            <p>{t('memory.heading')}</p>
            <ul className="assistant-memory__list">
              {turn.searches.map((search) => (
                <li key={search.query}>
                  {/* A rerun is a question on its own, not a follow-up of what the panel shows last. */}
                  <button type="button" className="assistant-past" onClick={() => void dispatch(askAssistant(search.query, null))}>
                    <span className="assistant-past__query">{search.query}</span>
                    <span className="assistant-past__when">{t('memory.askedAt', { when: when(search.searched_at) })}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </>
  );
}
