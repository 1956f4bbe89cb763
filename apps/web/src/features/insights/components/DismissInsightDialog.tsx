import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { errorStatus, serverErrorText } from '../../../lib/api-errors';
import { useClock } from '../../../lib/clock';
import { useDismissInsightMutation } from '../api/insights-api';
import { DISMISS_REASON_MAX_CHARS, type Recommendation } from '../api/types';
import { errorCode } from '../../../lib/api-errors';
import { isInsightChanged } from './insight-edit-errors';

type QueryError = Parameters<typeof serverErrorText>[0];

/** Dismiss: the insight leaves its project's ranked list, with the reason the person gives (required). */
export function DismissInsightDialog({
  recommendation,
  open,
  onClose,
  onDismissed,
}: {
  recommendation: Recommendation;
  open: boolean;
  onClose: () => void;
  onDismissed: () => void;
}) {
  const { t } = useTranslation('insights');
  const clock = useClock();
  const [dismiss] = useDismissInsightMutation();
  const max = DISMISS_REASON_MAX_CHARS;
  const texts = {
    label: t('dismiss.reason'),
    required: t('dismiss.required'),
    tooLong: t('dismiss.tooLong', { max }),
    count: (value: number) => t('dismiss.count', { value, max }),
    cancel: t('dismiss.cancel'),
    submit: t('dismiss.submit'),
    submitting: t('dismiss.submitting'),
  };
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t('dismiss.title')}
      description={t('dismiss.description')}
      texts={texts}
      maxChars={max}
      rows={4}
      send={async (reason) => {
        await dismiss({
          recommendation_id: recommendation.recommendation_id,
          product_id: recommendation.product_id,
          reason,
          dismissed_at: clock().toISOString(),
          revision: recommendation.revision,
        }).unwrap();
        onDismissed();
      }}
      refusal={(failure) => {
        const code = errorCode(failure);
        if (code === 'DISMISS_REASON_REQUIRED') return { reason: texts.required };
        if (code === 'DISMISS_REASON_TOO_LONG') return { reason: texts.tooLong };
        const status = errorStatus(failure as QueryError);
        return {
          request: isInsightChanged(failure)
            ? t('edits.changed')
            : status === 404
              ? t('actions.gone')
              : status === 400
                ? (serverErrorText(failure as QueryError) ?? t('dismiss.failed'))
                : t('dismiss.failed'),
        };
      }}
    />
  );
}
