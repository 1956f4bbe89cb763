import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { errorStatus } from '../../../lib/api-errors';
import { useRemoveSnippetMutation } from '../api/insights-api';
import { type InsightSnippet, type Recommendation, SNIPPET_REMOVAL_REASON_MAX_CHARS } from '../api/types';
import { errorCode } from '../../../lib/api-errors';
import { isInsightChanged } from './insight-edit-errors';

/** Takes one snippet out of the insight's evidence, with the reason the person gives (required). */
export function RemoveSnippetDialog({
  recommendation,
  snippet,
  onClose,
  onRemoved,
}: {
  recommendation: Recommendation;
  /** The snippet to remove; the dialog is open while there is one. */
  snippet: InsightSnippet | null;
  onClose: () => void;
  /** With the insight's snippet count after the removal. */
  onRemoved: (snippetCount: number) => void;
}) {
  const { t } = useTranslation('insights');
  const [remove] = useRemoveSnippetMutation();
  const max = SNIPPET_REMOVAL_REASON_MAX_CHARS;
  const texts = {
    label: t('removeSnippet.reason'),
    required: t('removeSnippet.required'),
    tooLong: t('removeSnippet.tooLong', { max }),
    count: (value: number) => t('dismiss.count', { value, max }),
    cancel: t('dismiss.cancel'),
    submit: t('removeSnippet.submit'),
    submitting: t('removeSnippet.submitting'),
  };
  return (
    <ReasonDialog
      open={snippet !== null}
      onClose={onClose}
      title={t('removeSnippet.title')}
      description={t('removeSnippet.description')}
      formKey={snippet?.snippet_id}
      subject={snippet && <blockquote className="remove-snippet__text">{snippet.text}</blockquote>}
      texts={texts}
      maxChars={max}
      rows={3}
      submitVariant="danger"
      send={async (reason) => {
        if (!snippet) return;
        const removed = await remove({
          recommendation_id: recommendation.recommendation_id,
          product_id: recommendation.product_id,
          snippet_id: snippet.snippet_id,
          reason,
          revision: recommendation.revision,
        }).unwrap();
        onRemoved(removed.snippet_count);
      }}
      refusal={(failure) => {
        const code = errorCode(failure);
        if (code === 'SNIPPET_REMOVAL_REASON_REQUIRED') return { reason: texts.required };
        if (code === 'SNIPPET_REMOVAL_REASON_TOO_LONG') return { reason: texts.tooLong };
        if (isInsightChanged(failure)) return { request: t('edits.changed') };
        if (code === 'INSIGHT_SNIPPET_NOT_FOUND') return { request: t('removeSnippet.gone') };
        if (code === 'INSIGHT_LAST_SNIPPET') return { request: t('removeSnippet.last') };
        return {
          request: errorStatus(failure as Parameters<typeof errorStatus>[0]) === 404 ? t('actions.gone') : t('removeSnippet.failed'),
        };
      }}
    />
  );
}
