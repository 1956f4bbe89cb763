import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptHints } from '../../../components/ui/PromptHints';
import { useAppDispatch } from '../../../lib/hooks';
import { useListPastQuestionsQuery } from '../api/assistant-api';
import { askAssistant } from '../assistant-thunks';

/** Recent questions offered again in the empty panel: a few, not the whole history (/memory lists that). */
const RECENT_SHOWN = 3;

/** The empty conversation: what to ask and how, the member's latest questions, and /memory. */
export function AssistantSuggestions() {
  const { t } = useTranslation('assistant');
  const dispatch = useAppDispatch();
  const recentId = useId();
  // Asked each time the panel opens empty: the history has no live updates to keep a copy fresh.
  const history = useListPastQuestionsQuery({}, { refetchOnMountOrArgChange: true });
  const recent = (history.data?.searches ?? []).slice(0, RECENT_SHOWN);

  return (
    <div className="assistant-suggestions">
      <p>{t('intro')}</p>
      {recent.length > 0 && (
        <section className="assistant-suggestions__recent" aria-labelledby={recentId}>
          <h3 id={recentId}>{t('suggestions.recent')}</h3>
          <ul className="assistant-chips">
            {recent.map((search) => (
              <li key={search.query}>
                <button type="button" className="assistant-chip" onClick={() => void dispatch(askAssistant(search.query, null))}>
                  {search.query}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="assistant-suggestions__memory">{t('suggestions.memoryHint')}</p>
      <PromptHints />
    </div>
  );
}
