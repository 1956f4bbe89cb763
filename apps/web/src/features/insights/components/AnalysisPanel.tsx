import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import type { Analysis } from '../api/types';
import { failureDetail, failureKey, stageKey } from './analysis-text';
import { useFormatters } from './format';

/** An analysis under way: its stage in words, a progress bar, and a way to stop it. */
export function AnalysisProgress({
  analysis,
  onCancel,
  cancelling,
  cancelError,
}: {
  analysis: Analysis;
  onCancel: () => void;
  cancelling: boolean;
  cancelError: string | null;
}) {
  const { t } = useTranslation('insights');
  const titleId = useId();
  const percent = Math.round(Math.max(0, Math.min(1, analysis.progress || 0)) * 100);
  const stage = t(stageKey(analysis));
  return (
    <section className="panel analysis-progress" aria-labelledby={titleId}>
      <div className="analysis-progress__header">
        <h2 id={titleId}>{analysis.status === 'queued' ? t('analysis.queuedTitle') : t('analysis.runningTitle')}</h2>
        <Button variant="secondary" busy={cancelling} onClick={onCancel}>
          {t('analysis.cancel')}
        </Button>
      </div>
      <p className="analysis-progress__stage" aria-live="polite">
        {stage}
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('analysis.progressText', { percent, stage })}
      >
        <span className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="muted analysis-progress__note">{t('analysis.note')}</p>
      {cancelError && <Alert tone="error">{cancelError}</Alert>}
    </section>
  );
}

/** How the last analysis ended, when it did not simply succeed (or succeeded with changes to tell). */
export function AnalysisOutcome({ analysis, onAnalyse, analysing }: { analysis: Analysis; onAnalyse: () => void; analysing: boolean }) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  if (analysis.status === 'failed') {
    const detail = failureDetail(analysis);
    return (
      <div className="analysis-outcome">
        <Alert tone="error">
          <p className="analysis-outcome__title">{t('analysis.failedTitle')}</p>
          <p>{t(failureKey(analysis.error_code))}</p>
          {detail && (
            <p className="analysis-outcome__detail">
              {t('analysis.details')} <span lang="en">{detail}</span>
            </p>
          )}
        </Alert>
        <div>
          <Button variant="secondary" busy={analysing} onClick={onAnalyse}>
            {t('analysis.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (analysis.status === 'cancelled') {
    return (
      <div className="analysis-outcome">
        <Alert tone="info">{t('analysis.cancelled')}</Alert>
        <div>
          <Button variant="secondary" busy={analysing} onClick={onAnalyse}>
            {t('analysis.analyseAgain')}
          </Button>
        </div>
      </div>
    );
  }
  if (analysis.status === 'succeeded' && analysis.insights) {
    return (
      <p className="analysis-outcome__summary muted" role="status">
        {t('analysis.succeeded', {
          date: format.date(analysis.finished_at) ?? '',
          created: format.number(analysis.insights.created),
          continued: format.number(analysis.insights.continued),
          staled: format.number(analysis.insights.staled),
        })}
      </p>
    );
  }
  return null;
}
