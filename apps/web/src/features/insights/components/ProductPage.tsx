import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorStatus, serverErrorText } from '../../../lib/api-errors';
import {
  ACTIVE_ANALYSIS,
  insightsApi,
  useCancelProjectAnalysisMutation,
  useGetProjectAnalysisQuery,
  useGetProjectDetailQuery,
  useListRecommendationKeywordsQuery,
  useListRecommendationsQuery,
  useRequestProjectAnalysisMutation,
} from '../api/insights-api';
import type { Analysis, Product, ProjectOther, RecommendationsQuery } from '../api/types';
import { AddDataDialog, type DataAdded } from './AddDataDialog';
import { AnalysisOutcome, AnalysisProgress } from './AnalysisPanel';
import type { ProjectArrival } from './InsightActions';
import { RecommendationCard } from './RecommendationCard';
import { OtherSnippets } from './OtherSnippets';
import { RefineDialog } from './RefineDialog';
import { rankRecommendations, withKeywords } from './recommendation-order';
import { insightPath, projectsPath } from './paths';
import { ProjectChangelog } from './changelog/ProjectChangelog';
import { DocumentsEntry } from '../../../components/writeups/DocumentsEntry';
import './insights.css';

/** How often an analysis under way is checked besides live updates (an update can arrive before its entry listens). */
export const ANALYSIS_POLL_MS = 2000;
/** Keywords shown before the person asks for all of them. */
const KEYWORDS_SHOWN = 12;
/** Insights shown at first, and added by each "show more". */
const INSIGHTS_SHOWN = 20;
export const CHART_MONTHS = 6;

type QueryError = Parameters<typeof serverErrorText>[0];

/** The project's latest analysis, checked every 2 s while it is queued or running. */
function useFollowedAnalysis(productId: string) {
  const active = ACTIVE_ANALYSIS.has(insightsApi.endpoints.getProjectAnalysis.useQueryState(productId).data?.status ?? 'none');
  return useGetProjectAnalysisQuery(productId, { pollingInterval: active ? ANALYSIS_POLL_MS : 0 });
}

/** /customer/{namespace}/product/{productId}: the project, its analysis and its ranked insights. */
export function ProductPage() {
  const { t } = useTranslation('insights');
  const { namespace = '', productId = '' } = useParams();
  const project = useGetProjectDetailQuery(productId);

  if (project.isLoading) return <Spinner fullPage />;
  if (errorStatus(project.error) === 404) {
    return (
      <section className="empty-state empty-state--page" aria-labelledby="project-not-found">
        <h1 id="project-not-found">{t('project.notFound')}</h1>
        <p>{t('project.notFoundBody')}</p>
        <Link className="btn btn--primary" to={projectsPath(namespace)}>
          {t('project.allProjects')}
        </Link>
      </section>
    );
  }
  if (!project.data) {
    return (
      <div className="stack">
        <Alert tone="error">{t('project.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void project.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <ProjectView key={productId} namespace={namespace} product={project.data.product} other={project.data.other} />;
}

function ProjectView({ namespace, product, other }: { namespace: string; product: Product; other: ProjectOther | null }) {
  const { t } = useTranslation('insights');
  const productId = product.product_id;
  const analysis = useFollowedAnalysis(productId);
  const [refineOpen, setRefineOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  // Sales data just added to a version that does not use it: the refinement offered ticks "Use sales data".
  const [refineWithSales, setRefineWithSales] = useState(false);
  // An insight's page sends the person here once it has deleted the insight.
  const { state: arrival } = useLocation();
  const insightDeleted = (arrival as ProjectArrival | null)?.insightDeleted === true;
  const [notice, setNotice] = useState<string | null>(insightDeleted ? t('delete.done') : null);
  // Where focus goes once a dialog has done its work: its opener is disabled while the analysis it started runs.
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNotice = () => requestAnimationFrame(() => noticeRef.current?.focus());
  useEffect(() => {
    // The deleted insight's page is gone: the notice takes the focus it had.
    if (insightDeleted) noticeRef.current?.focus();
  }, [insightDeleted]);
  const [actionError, setActionError] = useState<string | null>(null);
  const [requestAnalysis, requesting] = useRequestProjectAnalysisMutation();
  const [cancelAnalysis, cancelling] = useCancelProjectAnalysisMutation();
  const [cancelError, setCancelError] = useState<string | null>(null);

  const current: Analysis | undefined = analysis.data ?? product.analysis;
  const active = current ? ACTIVE_ANALYSIS.has(current.status) : false;
  const archived = product.status === 'Archived';

  /** "Added 2 sources. The project is being analysed again.", and why an analysis could not start. */
  const dataAdded = ({ added, analysis: outcome }: DataAdded) => {
    const sentence = added === 0 ? t('addData.addedNone') : added === 1 ? t('addData.addedOne') : t('addData.addedMany', { count: added });
    setNotice(outcome === 'started' ? `${sentence} ${t('addData.analysing')}` : sentence);
    setActionError(typeof outcome === 'object' ? outcome.error : null);
    setAddOpen(false);
  };

  const analyse = async () => {
    setActionError(null);
    setNotice(null);
    try {
      await requestAnalysis(productId).unwrap();
    } catch (error) {
      setActionError(serverErrorText(error as QueryError) ?? t('analysis.requestFailed'));
    }
  };

  const cancel = async () => {
    setCancelError(null);
    try {
      await cancelAnalysis(productId).unwrap();
    } catch (error) {
      setCancelError(serverErrorText(error as QueryError) ?? t('analysis.cancelFailed'));
    }
  };

  return (
    <div className="stack stack--loose product-page">
      <Link className="back-link" to={projectsPath(namespace)}>
        {t('project.allProjects')}
      </Link>
      <header className="product-header">
        <div className="product-header__text">
          <h1>{product.name || t('project.untitled')}</h1>
          <ul className="product-header__badges" aria-label={t('project.about')}>
            <li className="badge">{t(`types.${product.type}`)}</li>
            <li className="badge badge--muted">{t('project.version', { version: product.version })}</li>
            {product.status === 'Archived' && <li className="badge badge--muted">{t('project.archived')}</li>}
          </ul>
          {product.description && <p className="product-header__description">{product.description}</p>}
        </div>
        <div className="product-header__actions">
          {!archived && (
            <Button variant="secondary" disabled={active} onClick={() => setAddOpen(true)}>
              {t('addData.open')}
            </Button>
          )}
          <Button variant="secondary" disabled={active} onClick={() => setRefineOpen(true)}>
            {t('refine.open')}
          </Button>
        </div>
      </header>

      <div ref={noticeRef} tabIndex={-1} className="product-notices">
        {notice && <Alert tone="success">{notice}</Alert>}
        {actionError && <Alert tone="error">{actionError}</Alert>}
      </div>

      {analysis.isError && !analysis.data && <Alert tone="error">{t('analysis.loadFailed')}</Alert>}
      {current && active && (
        <AnalysisProgress analysis={current} onCancel={() => void cancel()} cancelling={cancelling.isLoading} cancelError={cancelError} />
      )}
      {current && !active && <AnalysisOutcome analysis={current} onAnalyse={() => void analyse()} analysing={requesting.isLoading} />}

      <Recommendations
        namespace={namespace}
        productId={productId}
        analysing={active}
        onAnalyse={() => void analyse()}
        requesting={requesting.isLoading}
      />
      <OtherSnippets productId={productId} other={other} />
      <DocumentsEntry namespace={namespace} productId={productId} />
      <ProjectChangelog namespace={namespace} productId={productId} />

      {!archived && (
        <AddDataDialog
          product={product}
          open={addOpen}
          onClose={() => setAddOpen(false)}
          onAdded={(result) => {
            dataAdded(result);
            focusNotice();
          }}
          onRefineInstead={(result) => {
            dataAdded(result);
            setRefineWithSales(true);
            setRefineOpen(true);
          }}
        />
      )}
      <RefineDialog
        product={product}
        open={refineOpen}
        useSalesData={refineWithSales || undefined}
        onClose={() => {
          setRefineOpen(false);
          setRefineWithSales(false);
        }}
        onRefined={(version) => {
          setRefineOpen(false);
          setRefineWithSales(false);
          setNotice(t('refine.started', { version: version.version }));
          focusNotice();
        }}
      />
    </div>
  );
}

function Recommendations({
  namespace,
  productId,
  analysing,
  onAnalyse,
  requesting,
}: {
  namespace: string;
  productId: string;
  analysing: boolean;
  onAnalyse: () => void;
  requesting: boolean;
}) {
  const { t } = useTranslation('insights');
  const query: RecommendationsQuery = { product: productId, include_charts: true, chart_months: CHART_MONTHS };
  const list = useListRecommendationsQuery(query);
  const keywords = useListRecommendationKeywordsQuery(productId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [allKeywords, setAllKeywords] = useState(false);
  const [shownCount, setShownCount] = useState(INSIGHTS_SHOWN);

  let content;
  if (list.isLoading) content = <Spinner />;
  else if (!list.data) {
    content = (
      <div className="stack">
        <Alert tone="error">{t('list.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (list.data.recommendations.length === 0) {
    content = analysing ? (
      <p className="muted insights-waiting">{t('list.waiting')}</p>
    ) : (
      <div className="empty-state">
        <svg className="empty-state__icon" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path
            d="M8 38l10-12 8 7 14-17"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path d="M32 16h8v8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h3>{t('list.emptyTitle')}</h3>
        <p>{t('list.emptyBody')}</p>
        <Button busy={requesting} onClick={onAnalyse}>
          {t('list.analyse')}
        </Button>
      </div>
    );
  } else {
    const ranked = rankRecommendations(list.data.recommendations);
    const matching = withKeywords(ranked, chosen);
    // A large project finds a hundred themes or more: the strongest first, the rest on request.
    const shown = matching.slice(0, shownCount);
    const available = keywords.data?.keywords ?? [];
    // The most mentioned keywords first; a large project has hundreds, which would bury the insights.
    const listed = allKeywords ? available : available.filter(({ keyword }, index) => index < KEYWORDS_SHOWN || chosen.includes(keyword));
    content = (
      <>
        {available.length > 0 && (
          <div className="keyword-filter">
            <div className="keyword-filter__chips" role="group" aria-label={t('keywords.label')}>
              {listed.map(({ keyword, count }) => {
                const on = chosen.includes(keyword);
                return (
                  <button
                    key={keyword}
                    type="button"
                    className="filter-chip"
                    aria-pressed={on}
                    onClick={() => setChosen((current) => (on ? current.filter((each) => each !== keyword) : [...current, keyword]))}
                  >
                    {keyword} <span className="filter-chip__count">{count}</span>
                  </button>
                );
              })}
            </div>
            {available.length > KEYWORDS_SHOWN && (
              <button type="button" className="link-button" aria-expanded={allKeywords} onClick={() => setAllKeywords((all) => !all)}>
                {allKeywords ? t('keywords.fewer') : t('keywords.more', { count: available.length })}
              </button>
            )}
            {chosen.length > 0 && (
              <button type="button" className="link-button" onClick={() => setChosen([])}>
                {t('keywords.clear')}
              </button>
            )}
          </div>
        )}
        <p className="visually-hidden" aria-live="polite">
          {chosen.length > 0 ? t('keywords.showing', { shown: matching.length, total: ranked.length }) : ''}
        </p>
        {shown.length === 0 ? (
          <p className="muted insights-none">{t('keywords.none')}</p>
        ) : (
          <ol className="insight-list" aria-labelledby="insights-title" aria-busy={list.isFetching || undefined}>
            {shown.map((recommendation) => (
              <RecommendationCard
                key={recommendation.recommendation_id}
                recommendation={recommendation}
                rank={ranked.indexOf(recommendation) + 1}
                href={insightPath(namespace, productId, recommendation.recommendation_id)}
              />
            ))}
          </ol>
        )}
        {matching.length > shown.length && (
          <div className="insight-list__more">
            <Button variant="secondary" onClick={() => setShownCount((count) => count + INSIGHTS_SHOWN)}>
              {t('list.showMore', { count: Math.min(INSIGHTS_SHOWN, matching.length - shown.length), total: matching.length })}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="panel" aria-labelledby="insights-title">
      <div className="panel__header">
        <h2 id="insights-title">{t('list.title')}</h2>
      </div>
      {content}
    </section>
  );
}
