import { useTranslation } from 'react-i18next';
import type { AssistantFailure } from '../assistant-failure';

/** Refusals the catalogue names, said in the interface language; the server's English otherwise. */
const KNOWN_REFUSALS = new Set(['ASSISTANT_QUERY_EMPTY', 'ASSISTANT_QUERY_TOO_LONG']);

/** What to tell the member about a failure: the server's reason for a refusal, else to try again. */
export function useFailureText() {
  const { t } = useTranslation('assistant');
  return (failure: AssistantFailure, unavailableKey: 'errors.unavailable' | 'errors.memoryUnavailable') => {
    if (failure.kind === 'unavailable') return t(unavailableKey);
    if (failure.code && KNOWN_REFUSALS.has(failure.code)) return t(`errors.${failure.code}`);
    return failure.message ?? t(unavailableKey);
  };
}
