import { useTranslation } from 'react-i18next';
import type { Recommendation, Score, ScoreFactorName } from '../api/types';
import { useFormatters } from './format';

const FACTOR_NAMES: readonly ScoreFactorName[] = [
  'frequency',
  'recency',
  'consistency',
  'sentiment',
  'relevance',
  'business_impact',
  'revenue',
];

/** A factor's name in the interface language; a name the engine adds later is shown as it is. */
export function useFactorName() {
  const { t } = useTranslation('insights');
  return (name: string) => (FACTOR_NAMES.includes(name as ScoreFactorName) ? t(`factors.${name}`) : name);
}

/** Why an insight scores what it does: each factor's weight, value and the points it adds, with the engine's explanation. */
export function ScoreBreakdown({ recommendation, headingLevel = 3 }: { recommendation: Recommendation; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation('insights');
  return (
    <div className="score-breakdown">
      <ScoreFactors title={t('scores.impact')} score={recommendation.score_breakdown.impact} headingLevel={headingLevel} />
      <ScoreFactors title={t('scores.priority')} score={recommendation.score_breakdown.priority} headingLevel={headingLevel} />
    </div>
  );
}

function ScoreFactors({ title, score, headingLevel }: { title: string; score: Score; headingLevel: 3 | 4 }) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  const factorName = useFactorName();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section className="score-factors">
      <Heading className="score-factors__title">{t('breakdown.scoreOf', { title, score: format.score(score.score) })}</Heading>
      <ul className="factors">
        {score.factors.map((factor) => (
          <li key={factor.name} className={factor.known ? 'factor' : 'factor factor--unknown'}>
            <div className="factor__head">
              <span className="factor__name">{factorName(factor.name)}</span>
              <span className="factor__points">
                {factor.known ? t('breakdown.points', { points: format.decimal(factor.contribution) }) : t('breakdown.unknown')}
              </span>
            </div>
            <div className="factor__bar" aria-hidden="true">
              <span style={{ width: `${Math.max(0, Math.min(100, factor.contribution))}%` }} />
            </div>
            <dl className="factor__numbers">
              <div>
                <dt>{t('breakdown.weight')}</dt>
                <dd>{format.percent(factor.weight)}</dd>
              </div>
              <div>
                <dt>{t('breakdown.value')}</dt>
                <dd>{factor.known ? format.percent(factor.value) : '—'}</dd>
              </div>
              <div>
                <dt>{t('breakdown.contribution')}</dt>
                <dd>{format.decimal(factor.contribution)}</dd>
              </div>
            </dl>
            {factor.explanation && (
              <p className="factor__explanation" lang="en">
                {factor.explanation}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
