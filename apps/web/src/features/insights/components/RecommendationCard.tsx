import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import type { Recommendation } from '../api/types';
import { useFormatters } from './format';
import { SaveButton } from './SaveButton';
import { ResurfacedNote } from './InsightNotes';
import { ScoreBreakdown } from './ScoreBreakdown';
import { TrendChart } from './TrendChart';
import { useInsightSave } from './use-insight-save';

const KINDS = ['document', 'transcript', 'survey'] as const;

/** The figures of an insight: scores, team priority (— when none is set), sentiment, mentions and sources. */
export function InsightMetrics({ recommendation }: { recommendation: Recommendation }) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  const sources = KINDS.filter((kind) => (recommendation.source_breakdown.by_kind[kind] ?? 0) > 0)
    .map((kind) =>
      t('metrics.sourceOfKind', { kind: t(`kinds.${kind}`), value: format.number(recommendation.source_breakdown.by_kind[kind] ?? 0) }),
    )
    .join(' · ');
  return (
    <dl className="insight-metrics">
      <div>
        <dt>{t('metrics.impact')}</dt>
        <dd className="insight-metrics__score">{format.score(recommendation.user_updated_customer_impact_score)}</dd>
      </div>
      <div>
        <dt>{t('metrics.priority')}</dt>
        <dd className="insight-metrics__score">{format.score(recommendation.priority_score)}</dd>
      </div>
      <div>
        <dt>{t('metrics.teamPriority')}</dt>
        <dd className={`team-priority team-priority--${recommendation.teamPriority ?? 'none'}`}>
          {/* None set reads as a dash, as every figure the insight lacks does. */}
          {!recommendation.teamPriority || recommendation.teamPriority === 'none'
            ? '—'
            : t(`teamPriority.levels.${recommendation.teamPriority}`)}
        </dd>
      </div>
      <div>
        <dt>{t('metrics.sentiment')}</dt>
        <dd>
          <span className={`sentiment sentiment--${recommendation.sentiment.label}`}>
            {t(`sentiment.${recommendation.sentiment.label}`)}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('metrics.mentions')}</dt>
        <dd>
          {format.number(recommendation.snippet_count)}
          {recommendation.new_evidence_count > 0 && (
            <span className="insight-metrics__new">
              {' '}
              {t('metrics.newEvidence', { value: format.number(recommendation.new_evidence_count) })}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('metrics.sources')}</dt>
        <dd>{sources || '—'}</dd>
      </div>
    </dl>
  );
}

/** One ranked insight of a project: its figures, its trend, and why it scores so (on demand). */
export function RecommendationCard({ recommendation, rank, href }: { recommendation: Recommendation; rank: number; href: string }) {
  const { t } = useTranslation('insights');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const stale = recommendation.status === 'stale';
  const save = useInsightSave(recommendation);
  return (
    <li className={stale ? 'insight-card insight-card--stale' : 'insight-card'} aria-labelledby={titleId}>
      <div className="insight-card__rank" aria-hidden="true">
        {rank}
      </div>
      <div className="insight-card__body">
        <div className="insight-card__heading">
          <h3 id={titleId} className="insight-card__title">
            <Link to={href}>{recommendation.title}</Link>
          </h3>
          {stale && (
            <span className="badge badge--muted" title={t('stale.explanation')}>
              {t('stale.badge')}
            </span>
          )}
          <span className="insight-card__save">
            <SaveButton saved={save.saved} pending={save.pending} onToggle={() => void save.toggle()} titleId={titleId} compact />
          </span>
        </div>
        {save.error && <Alert tone="error">{save.error}</Alert>}
        {stale && <p className="insight-card__stale muted">{t('stale.explanation')}</p>}
        {recommendation.resurfaced && <ResurfacedNote resurfaced={recommendation.resurfaced} />}
        <p className="insight-card__summary">{recommendation.summary}</p>
        <div className="insight-card__figures">
          <InsightMetrics recommendation={recommendation} />
          {recommendation.chart && <TrendChart chart={recommendation.chart} title={recommendation.title} />}
        </div>
        <div>
          <button
            type="button"
            className="link-button insight-card__why"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
          >
            {t('breakdown.toggle')}
          </button>
        </div>
        <div id={panelId} hidden={!open}>
          {open && <ScoreBreakdown recommendation={recommendation} headingLevel={4} />}
        </div>
      </div>
    </li>
  );
}
