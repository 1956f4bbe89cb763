import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../../lib/api-errors';
import { noteInsightSaved } from '../../../lib/insight-nudge';
import { useSetInsightSavedMutation } from '../api/insights-api';
import type { Recommendation } from '../api/types';

type QueryError = Parameters<typeof errorStatus>[0];

/**
 * Save / Saved for the person: the cached insight flips at once (the button follows it) and flips
 * back, with a message, if the server refuses. Presses while a change is on its way are ignored,
 * so requests never overtake each other.
 */
export function useInsightSave(recommendation: Recommendation) {
  const { t } = useTranslation('insights');
  const [setSaved, saving] = useSetInsightSavedMutation();
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    if (saving.isLoading) return;
    const on = !recommendation.is_saved;
    setError(null);
    try {
      await setSaved({ recommendation_id: recommendation.recommendation_id, product_id: recommendation.product_id, on }).unwrap();
      if (on) noteInsightSaved(); // the Insights nudge dot (SPEC section 2)
    } catch (failure) {
      setError(errorStatus(failure as QueryError) === 404 ? t('actions.gone') : on ? t('save.saveFailed') : t('save.unsaveFailed'));
    }
  };

  return { saved: recommendation.is_saved, pending: saving.isLoading, error, toggle };
}
