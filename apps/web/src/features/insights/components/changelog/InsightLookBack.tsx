import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { Spinner } from '../../../../components/ui/Spinner';
import { errorStatus } from '../../../../lib/api-errors';
import { type ChangelogEntry, type InsightAsOf, useGetChangelogQuery, useGetInsightAsOfQuery } from './changelog-api';
import { useChangelogText } from './changelog-format';

/** The moments the slider offers: the latest hundred changes (the most the changelog answers at once). */
export const LOOK_BACK_MOMENTS = 100;

/**
 * The moment to ask for: just before the next change, so the view includes the chosen change
 * whatever its time's precision; the latest change has no next one, so a second after it.
 */
export function asOfMoment(oldestFirst: readonly ChangelogEntry[], index: number): string {
  const next = oldestFirst[index + 1];
  const at = next ? Date.parse(next.at) - 1 : Date.parse(oldestFirst[index].at) + 1000;
  return new Date(at).toISOString();
}

/**
 * A slider along the insight's changelog: the insight as it stood after any change (folded from
 * its events by the server), clearly marked "as of", and back to now.
 */
export function InsightLookBack({ recommendationId }: { recommendationId: string }) {
  const { t } = useTranslation('changelog');
  const text = useChangelogText();
  const sliderId = useId();
  const changelog = useGetChangelogQuery({ recommendation: recommendationId, page: 1, page_size: LOOK_BACK_MOMENTS });
  const oldestFirst = [...(changelog.data?.entries ?? [])].reverse();
  const now = oldestFirst.length;
  // null: now. Kept as a distance from now, so new changes arriving live do not move the choice.
  const [back, setBack] = useState<number | null>(null);
  const index = back === null ? now : Math.max(0, now - back);
  const looking = index < now;
  const asOf = useGetInsightAsOfQuery(
    looking ? { recommendation: recommendationId, as_of: asOfMoment(oldestFirst, index) } : { recommendation: '', as_of: '' },
    { skip: !looking },
  );

  if (changelog.isLoading || !changelog.data || now === 0) return null;
  const label = (at: number) =>
    at === now
      ? t('lookBack.now')
      : t('lookBack.moment', {
          when: text.moment(oldestFirst[at].at),
          what: `${text.actor(oldestFirst[at])} ${text.action(oldestFirst[at])}`,
        });

  return (
    <section className="panel look-back" aria-labelledby="insight-look-back">
      <h2 id="insight-look-back">{t('lookBack.title')}</h2>
      <p className="muted">{t('lookBack.intro')}</p>
      <div className="look-back__control">
        <label htmlFor={sliderId}>{t('lookBack.slider')}</label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={now}
          step={1}
          value={index}
          aria-valuetext={label(index)}
          onChange={(event) => {
            const chosen = Number(event.target.value);
            setBack(chosen >= now ? null : now - chosen);
          }}
        />
        <output htmlFor={sliderId} className="look-back__moment">
          {label(index)}
        </output>
      </div>
      <div aria-live="polite">
        {looking && (
          <div className="look-back__view">
            <div className="look-back__heading">
              <h3>{t('lookBack.asOf', { when: text.moment(oldestFirst[index].at) })}</h3>
              <Button variant="secondary" onClick={() => setBack(null)}>
                {t('lookBack.backToNow')}
              </Button>
            </div>
            {asOf.isFetching && !asOf.data ? (
              <Spinner />
            ) : errorStatus(asOf.error) === 404 ? (
              <p>{t('lookBack.notThere')}</p>
            ) : asOf.data ? (
              <InsightThen answer={asOf.data} />
            ) : (
              <Alert tone="error">{t('lookBack.failed')}</Alert>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** What the insight was then: status, scores, mentions and the person's own marks. */
function InsightThen({ answer: { recommendation } }: { answer: InsightAsOf }) {
  const { t } = useTranslation('changelog');
  const score = (value: number) => String(Math.round(value));
  const personal = Math.round(recommendation.user_updated_customer_impact_score) !== Math.round(recommendation.impact_score);
  const status = recommendation.dismissal
    ? t('lookBack.dismissed', { reason: recommendation.dismissal.reason })
    : t(recommendation.status === 'stale' ? 'lookBack.stale' : 'lookBack.current');
  const facts: Array<[string, string]> = [
    [t('lookBack.status'), status],
    [t('lookBack.impact'), score(recommendation.impact_score)],
    ...(personal ? [[t('lookBack.personalImpact'), score(recommendation.user_updated_customer_impact_score)] as [string, string]] : []),
    [t('lookBack.priority'), score(recommendation.priority_score)],
    [t('lookBack.teamPriority'), t(`priorities.${recommendation.teamPriority}`)],
    [t('lookBack.mentions'), String(recommendation.snippet_count)],
    [t('lookBack.version'), String(recommendation.version)],
    [t('lookBack.savedByYou'), t(recommendation.is_saved ? 'lookBack.yes' : 'lookBack.no')],
    [t('lookBack.followedByYou'), t(recommendation.is_followed ? 'lookBack.yes' : 'lookBack.no')],
  ];
  return (
    <>
      {/* An analysis may have named it otherwise then. */}
      <p className="look-back__title">{recommendation.title}</p>
      <dl className="look-back__facts">
        {facts.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
