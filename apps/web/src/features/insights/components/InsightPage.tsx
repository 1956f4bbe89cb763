import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { errorStatus, serverErrorText } from '../../../lib/api-errors';
import {
  useGetRecommendationQuery,
  useGetSurveyBreakdownQuery,
  useListRecommendationSnippetsQuery,
  useSetImpactScoreMutation,
} from '../api/insights-api';
import type { Recommendation } from '../api/types';
import { useFormatters } from './format';
import { InsightActions } from './InsightActions';
import { InsightMentions, SNIPPETS_PAGE_SIZE } from './InsightMentions';
import { isInsightChanged } from './insight-edit-errors';
import { PersonalNote } from './PersonalNote';
import { TeamPriorityControl } from './TeamPriorityControl';
import { InsightComments } from './comments/InsightComments';
import { DismissalBanner, ResurfacedNote } from './InsightNotes';
import { InsightRevenue } from './InsightRevenue';
import { InsightMetrics } from './RecommendationCard';
import { ScoreBreakdown } from './ScoreBreakdown';
import { OpenInFileLink } from './OpenInFileLink';
import { SnippetContext } from './SnippetContext';
import { SurveyBreakdownChart } from './SurveyBreakdownChart';
import { readSurveyBreakdowns } from './survey-breakdowns';
import { productPath, projectsPath } from './paths';
import { InsightAudit } from './changelog/InsightAudit';
import './insights.css';

type QueryError = Parameters<typeof serverErrorText>[0];

/** /customer/{namespace}/product/{productId}/recommendation/{recommendationId}: one insight and its evidence. */
export function InsightPage() {
  const { t } = useTranslation('insights');
  // /customer/{namespace}/insight/{insightId} names no project: the insight says which it is.
  const { namespace = '', productId: productInPath, recommendationId = '' } = useParams();
  const insight = useGetRecommendationQuery(recommendationId);

  if (insight.isLoading) return <Spinner fullPage />;
  if (errorStatus(insight.error) === 404) {
    return (
      <section className="empty-state empty-state--page" aria-labelledby="insight-not-found">
        <h1 id="insight-not-found">{t('insight.notFound')}</h1>
        <p>{t('insight.notFoundBody')}</p>
        <Link className="btn btn--primary" to={productInPath ? productPath(namespace, productInPath) : projectsPath(namespace)}>
          {t('insight.back')}
        </Link>
      </section>
    );
  }
  if (!insight.data) {
    return (
      <div className="stack">
        <Alert tone="error">{t('insight.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void insight.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  }
  const productId = productInPath ?? insight.data.recommendation.product_id;
  return <InsightView key={recommendationId} namespace={namespace} productId={productId} recommendation={insight.data.recommendation} />;
}

function InsightView({ namespace, productId, recommendation }: { namespace: string; productId: string; recommendation: Recommendation }) {
  const { t } = useTranslation('insights');
  const stale = recommendation.status === 'stale';
  const hasSurvey =
    (recommendation.source_breakdown.by_kind.survey ?? 0) > 0 ||
    recommendation.survey_column_name !== null ||
    (recommendation.surveyInsightBreakdowns?.length ?? 0) > 0;
  // Where focus goes once the insight is dismissed: the banner saying so (its Dismiss button is gone).
  const notesRef = useRef<HTMLDivElement>(null);
  const [dismissals, setDismissals] = useState(0);
  // An effect of this page runs after the closing dialog's own (which gives focus back to its
  // opener) in the same commit, so the banner keeps the focus whatever the timing.
  useEffect(() => {
    if (dismissals > 0) notesRef.current?.focus();
  }, [dismissals]);
  return (
    <div className="stack stack--loose insight-page">
      <Link className="back-link" to={productPath(namespace, productId)}>
        {t('insight.back')}
      </Link>
      <header className="insight-header">
        <div className="insight-card__heading">
          <h1>{recommendation.title}</h1>
          {stale && <span className="badge badge--muted">{t('stale.badge')}</span>}
        </div>
        {stale && <p className="muted">{t('stale.explanation')}</p>}
        <p className="insight-header__summary">{recommendation.summary}</p>
        {recommendation.survey_column_name && (
          <p className="muted">{t('insight.fromSurveyColumn', { column: recommendation.survey_column_name })}</p>
        )}
      </header>

      <div ref={notesRef} tabIndex={-1} className="insight-notes">
        {recommendation.dismissal && <DismissalBanner dismissal={recommendation.dismissal} />}
        {!recommendation.dismissal && recommendation.resurfaced && <ResurfacedNote resurfaced={recommendation.resurfaced} />}
      </div>
      <InsightActions
        namespace={namespace}
        productId={productId}
        recommendation={recommendation}
        onDismissed={() => setDismissals((count) => count + 1)}
      />
      <PersonalNote recommendationId={recommendation.recommendation_id} />

      <section className="panel" aria-labelledby="insight-scores">
        <h2 id="insight-scores">{t('insight.scores')}</h2>
        <InsightMetrics recommendation={recommendation} />
        <ImpactScoreControl recommendation={recommendation} />
        <TeamPriorityControl recommendation={recommendation} />
        <details className="insight-breakdown" open>
          <summary>{t('breakdown.toggle')}</summary>
          <ScoreBreakdown recommendation={recommendation} />
        </details>
      </section>

      <InsightRevenue recommendationId={recommendation.recommendation_id} />
      <Quotes recommendation={recommendation} />
      {hasSurvey && <SurveyBreakdowns recommendationId={recommendation.recommendation_id} />}
      <InsightMentions recommendation={recommendation} />
      <InsightComments recommendationId={recommendation.recommendation_id} />
      <InsightAudit recommendationId={recommendation.recommendation_id} />
    </div>
  );
}

/** The person's own impact score, 0 to 100, in place of the computed one. */
function ImpactScoreControl({ recommendation }: { recommendation: Recommendation }) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  const [value, setValue] = useState(String(Math.round(recommendation.user_updated_customer_impact_score)));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, saving] = useSetImpactScoreMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const score = Number(value);
    if (value.trim() === '' || !Number.isInteger(score) || score < 0 || score > 100) {
      setError(t('impact.invalid'));
      return;
    }
    setError(null);
    try {
      await save({
        recommendation_id: recommendation.recommendation_id,
        product_id: recommendation.product_id,
        score,
        revision: recommendation.revision,
      }).unwrap();
      setSaved(true);
    } catch (failure) {
      setError(isInsightChanged(failure) ? t('edits.changed') : (serverErrorText(failure as QueryError) ?? t('impact.failed')));
    }
  };

  const personal = Math.round(recommendation.user_updated_customer_impact_score) !== Math.round(recommendation.impact_score);
  return (
    <form className="impact-control" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('impact.label')}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        name="impact_score"
        value={value}
        error={error}
        hint={personal ? t('impact.computed', { score: format.score(recommendation.impact_score) }) : t('impact.hint')}
        onChange={(event) => {
          setValue(event.target.value);
          setSaved(false);
        }}
      />
      <div>
        <Button type="submit" variant="secondary" busy={saving.isLoading}>
          {t('impact.save')}
        </Button>
      </div>
      {saved && <Alert tone="success">{t('impact.saved')}</Alert>}
    </form>
  );
}

/** The representative quotes, each with where it was said (from the first page of the insight's snippets). */
function Quotes({ recommendation }: { recommendation: Recommendation }) {
  const { t } = useTranslation('insights');
  const firstPage = useListRecommendationSnippetsQuery(
    { recommendation: recommendation.recommendation_id, page: 1, page_size: SNIPPETS_PAGE_SIZE },
    { skip: recommendation.quotes.length === 0 },
  );
  // A citation of the assistant opens the insight at the quote it cites (?snippet=): shown
  // marked, scrolled to and focused, so that a screen reader starts there too.
  const [searchParams] = useSearchParams();
  const cited = searchParams.get('snippet');
  const citedRef = useRef<HTMLLIElement>(null);
  // A cited snippet that is not one of the kept quotes (the assistant searches every member) is
  // read on its own and shown first.
  const citedElsewhere = cited !== null && !recommendation.quotes.some((quote) => quote.snippet_id === cited);
  const citedMember = useListRecommendationSnippetsQuery(
    { recommendation: recommendation.recommendation_id, page: 1, page_size: 1, snippet: cited ?? undefined },
    { skip: !citedElsewhere },
  ).data?.snippets[0];
  // Again once a cited member read on its own arrives: it was not on the page before.
  useEffect(() => {
    citedRef.current?.scrollIntoView?.({ block: 'center' });
    citedRef.current?.focus({ preventScroll: true });
  }, [cited, citedMember]);
  const quotes = citedMember
    ? [{ snippet_id: citedMember.snippet_id, document_id: citedMember.document_id, text: citedMember.text }, ...recommendation.quotes]
    : recommendation.quotes;
  if (quotes.length === 0) return null;
  const byId = new Map(
    [...(firstPage.data?.snippets ?? []), ...(citedMember ? [citedMember] : [])].map((snippet) => [snippet.snippet_id, snippet]),
  );
  const fileOf = new Map(recommendation.source_breakdown.by_document.map((document) => [document.document_id, document.file_name]));
  return (
    <section className="panel" aria-labelledby="insight-quotes">
      <h2 id="insight-quotes">{t('insight.quotes')}</h2>
      <ul className="quotes">
        {quotes.map((quote) => {
          const snippet = byId.get(quote.snippet_id);
          const isCited = quote.snippet_id === cited;
          return (
            <li
              key={quote.snippet_id}
              id={`quote-${quote.snippet_id}`}
              ref={isCited ? citedRef : undefined}
              tabIndex={isCited ? -1 : undefined}
              aria-current={isCited ? 'true' : undefined}
            >
              <figure className={isCited ? 'quote quote--cited' : 'quote'}>
                {isCited && <p className="quote__cited">{t('insight.citedQuote')}</p>}
                <blockquote>{quote.text}</blockquote>
                <figcaption>
                  {snippet ? (
                    <SnippetContext snippet={snippet} />
                  ) : firstPage.isFetching ? (
                    <span className="muted">{t('insight.contextLoading')}</span>
                  ) : (
                    <span className="snippet-context__file">{fileOf.get(quote.document_id) ?? t('insight.unknownSource')}</span>
                  )}
                  <OpenInFileLink
                    snippetId={quote.snippet_id}
                    documentId={quote.document_id}
                    fileName={snippet?.file_name ?? fileOf.get(quote.document_id)}
                    text={quote.text}
                  />
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** How the respondents behind the insight answered each rated question, against all respondents. */
function SurveyBreakdowns({ recommendationId }: { recommendationId: string }) {
  const { t } = useTranslation('insights');
  const breakdown = useGetSurveyBreakdownQuery(recommendationId);
  const groups = readSurveyBreakdowns(breakdown.data?.breakdowns);
  if (breakdown.isLoading) {
    return (
      <section className="panel" aria-labelledby="insight-survey">
        <h2 id="insight-survey">{t('survey.title')}</h2>
        <Spinner />
      </section>
    );
  }
  if (breakdown.isError && !breakdown.data) {
    return (
      <section className="panel" aria-labelledby="insight-survey">
        <h2 id="insight-survey">{t('survey.title')}</h2>
        <Alert tone="error">{t('survey.loadFailed')}</Alert>
      </section>
    );
  }
  if (groups.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="insight-survey">
      <h2 id="insight-survey">{t('survey.title')}</h2>
      <p className="muted">{t('survey.intro')}</p>
      <div className="survey-charts">
        {groups.flatMap((group, groupIndex) =>
          group.breakdowns.map((column) => (
            <SurveyBreakdownChart key={`${group.surveyId ?? groupIndex}-${column.column}`} breakdown={column} />
          )),
        )}
      </div>
    </section>
  );
}
