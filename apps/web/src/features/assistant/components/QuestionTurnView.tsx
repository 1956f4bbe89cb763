import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useAppDispatch } from '../../../lib/hooks';
import { turnRemoved, type QuestionTurn } from '../assistant-slice';
import { askAssistant } from '../assistant-thunks';
import { AnswerView } from './AnswerView';
import { useFailureText } from './failure-text';
import { DatabaseSearchUnavailable } from './SearchModeChoice';
import { Searching } from './Searching';

/** One question and what came of it: the answer, the search still running, or why there is none. */
export function QuestionTurnView({ namespace, turn, onFollowLink }: { namespace: string; turn: QuestionTurn; onFollowLink: () => void }) {
  const { t } = useTranslation('assistant');
  const dispatch = useAppDispatch();
  const failureText = useFailureText();
  // Refused for its mode: said with the offer of pattern search, which asks it again by pattern.
  const databaseRefused = turn.failure?.kind === 'refused' && turn.failure.code === 'DATABASE_SEARCH_UNAVAILABLE';
  // Asked again as it was: the same question, following up the same turn (or none).
  const askAgain = () => {
    dispatch(turnRemoved(turn.id));
    void dispatch(askAssistant(turn.query, turn.context ?? null));
  };

  return (
    <>
      <p className="assistant-turn__question">
        <span className="visually-hidden">{t('question')}: </span>
        {turn.query}
      </p>
      {turn.status === 'asking' && <Searching label={t('searching')} />}
      {databaseRefused && <DatabaseSearchUnavailable action="switchAndAsk" onSwitched={askAgain} />}
      {turn.status === 'failed' && turn.failure && !databaseRefused && (
        <div className="assistant-turn__failure">
          <Alert tone="error">{failureText(turn.failure, 'errors.unavailable')}</Alert>
          {turn.failure.kind === 'unavailable' && (
            <div>
              <Button variant="secondary" onClick={askAgain}>
                {t('errors.retry')}
              </Button>
            </div>
          )}
        </div>
      )}
      {turn.answer && <AnswerView namespace={namespace} answer={turn.answer} onFollowLink={onFollowLink} />}
    </>
  );
}
