import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import type { AssistantSearchMode } from '../api/types';
import { modeChanged } from '../assistant-slice';

const MODES: readonly AssistantSearchMode[] = ['pattern', 'database'];

/**
 * How questions are searched: by pattern (the insights' own words, the default) or in the
 * database. Database search needs an analytics configuration, which no account can set up yet, so
 * choosing it says so at once and offers pattern search back (SPEC.md section 8).
 */
export function SearchModeChoice({ onSwitchedToPattern }: { onSwitchedToPattern: () => void }) {
  const { t } = useTranslation('assistant');
  const dispatch = useAppDispatch();
  const mode = useAppSelector((state) => state.assistant.mode);
  const legendId = useId();
  const name = useId();
  return (
    <fieldset className="assistant-mode" aria-labelledby={legendId}>
      <legend id={legendId} className="assistant-mode__legend">
        {t('mode.legend')}
      </legend>
      <div className="assistant-mode__choices">
        {MODES.map((each) => (
          <label key={each} className="assistant-mode__choice">
            <input type="radio" name={name} value={each} checked={mode === each} onChange={() => dispatch(modeChanged(each))} />
            <span>{t(`mode.${each}`)}</span>
          </label>
        ))}
      </div>
      {mode === 'database' && <DatabaseSearchUnavailable action="switch" onSwitched={onSwitchedToPattern} />}
    </fieldset>
  );
}

/**
 * The notice that database search cannot run for this account, with the switch to pattern search:
 * in the message box (`switch`), or under a question the server refused (`switchAndAsk`, which the
 * caller follows by asking it again).
 */
export function DatabaseSearchUnavailable({ action, onSwitched }: { action: 'switch' | 'switchAndAsk'; onSwitched: () => void }) {
  const { t } = useTranslation('assistant');
  const dispatch = useAppDispatch();
  return (
    <div className="assistant-mode__notice">
      <Alert tone="info">{t('database.unavailable')}</Alert>
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            dispatch(modeChanged('pattern'));
            onSwitched();
          }}
        >
          {t(`database.${action}`)}
        </Button>
      </div>
    </div>
  );
}
