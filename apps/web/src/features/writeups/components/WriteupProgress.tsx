import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteupGeneration } from '../api/types';

/** A generation under way: its stage in words (creating, updating, generating) and an accessible progress bar. */
export function WriteupProgress({ generation, title, note }: { generation: WriteupGeneration | null; title?: string; note?: string }) {
  const { t } = useTranslation('writeups');
  const titleId = useId();
  const percent = Math.round(Math.max(0, Math.min(1, generation?.progress ?? 0)) * 100);
  const stage = t(`stages.${generation?.stage ?? 'creating'}`);
  return (
    <section className="panel writeup-progress" aria-labelledby={titleId}>
      <h2 id={titleId} className="writeup-progress__title">
        {title ?? t('page.progressTitle')}
      </h2>
      <p className="writeup-progress__stage" aria-live="polite">
        {stage}
      </p>
      <ProgressBar labelledBy={titleId} percent={percent} stage={stage} />
      {note && <p className="muted writeup-progress__note">{note}</p>}
    </section>
  );
}

export function ProgressBar({
  labelledBy,
  label,
  percent,
  stage,
}: {
  labelledBy?: string;
  label?: string;
  percent: number;
  stage: string;
}) {
  const { t } = useTranslation('writeups');
  return (
    <div
      className="writeup-bar"
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('page.progressText', { percent, stage })}
    >
      <span className="writeup-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
