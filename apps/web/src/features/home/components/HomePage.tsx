import type { ReactNode } from 'react';
import { Link, Outlet, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { Alert } from '../../../components/ui/Alert';
import { useAppDispatch } from '../../../lib/hooks';
import { useClock } from '../../../lib/clock';
import { useGetCurrentUserQuery } from '../../../lib/session-api';
import { NO_AUTOMATIC_REFETCH } from '../../../lib/cache-policy';
import { errorStatus } from '../../../lib/api-errors';
import { inviteDialogOpened } from '../../../lib/ui-slice';
import { useGetCustomerQuery } from '../api/customer-api';
import { TOP_INSIGHT_PROJECTS, useListRecentProjectsQuery, useListTopInsightsQuery } from '../api/home-api';
import type { RecentProject } from '../api/types';
import { partOfDay } from './greeting';
import './home.css';

/** /customer/{namespace}: the organisation's home. */
/** `sections`: what other features add below the home's own panels (composed by the routes). */
export function HomePage({ sections }: { sections?: ReactNode }) {
  const { t } = useTranslation('home');
  const { namespace = '' } = useParams();
  const clock = useClock();
  const dispatch = useAppDispatch();
  const { data: user } = useGetCurrentUserQuery(undefined, NO_AUTOMATIC_REFETCH);
  const customer = useGetCustomerQuery(namespace, NO_AUTOMATIC_REFETCH);

  if (customer.isLoading) return <Spinner fullPage />;
  if (errorStatus(customer.error) === 404 || (customer.isSuccess && !customer.data)) {
    return (
      <section className="empty-state empty-state--page" aria-labelledby="not-found-title">
        <h1 id="not-found-title">{t('notFound.title')}</h1>
        <p>{t('notFound.body', { namespace })}</p>
        <Link className="btn btn--primary" to="/">
          {t('notFound.home')}
        </Link>
      </section>
    );
  }
  if (customer.isError || !customer.data) {
    return (
      <div className="stack">
        <Alert tone="error">{t('loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void customer.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  }

  const organisation = customer.data;
  const greeting = t(`greeting.${partOfDay(clock())}`, { name: user?.firstName ?? '' });
  return (
    <div className="home">
      <section className="home__hero">
        <div>
          <p className="home__organisation">{organisation.name}</p>
          <h1 className="home__greeting">{greeting}</h1>
          <p className="muted">{t('intro')}</p>
        </div>
        <div className="home__actions">
          {/* The quick-upload dialog is a route of its own, shown over this page by the outlet below. */}
          <Link className="btn btn--primary" to="create-project">
            {t('createProject')}
          </Link>
          <Link className="btn btn--secondary" to="quick-upload">
            {t('quickUpload')}
          </Link>
          <Button variant="secondary" onClick={() => dispatch(inviteDialogOpened())}>
            {t('inviteCoworkers')}
          </Button>
        </div>
      </section>

      <div className="home__columns">
        <RecentProjects namespace={namespace} />
        <TopInsights namespace={namespace} />
      </div>
      {sections}
      <Outlet />
    </div>
  );
}

const organisationPath = (namespace: string) => `/customer/${encodeURIComponent(namespace)}`;
const projectPath = (namespace: string, productId: string) => `${organisationPath(namespace)}/product/${encodeURIComponent(productId)}`;

/** The newest live projects of the organisation, with a way to all of them. */
function RecentProjects({ namespace }: { namespace: string }) {
  const { t } = useTranslation('home');
  const projects = useListRecentProjectsQuery(namespace);
  let content;
  if (projects.isLoading) content = <Spinner />;
  else if (!projects.data) {
    content = (
      <div className="stack">
        <Alert tone="error">{t('projects.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void projects.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (projects.data.products.length === 0) {
    content = (
      <div className="empty-state">
        <svg className="empty-state__icon" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <rect x="6" y="12" width="36" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M6 18h36M16 8h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <h3>{t('projects.emptyTitle')}</h3>
        <p>{t('projects.emptyBody')}</p>
        <Link className="btn btn--primary" to="create-project">
          {t('createProject')}
        </Link>
      </div>
    );
  } else {
    content = (
      <ul className="home-list">
        {projects.data.products.map((project) => (
          <li key={project.product_id} className="home-list__item">
            <Link className="home-list__title" to={projectPath(namespace, project.product_id)}>
              {project.name || t('projects.untitled')}
            </Link>
            <span className="home-list__meta">
              {t(`projects.types.${project.type}`)}
              {' · '}
              {analysing(project) ? t('projects.analysing') : t('projects.insights', { value: project.insight_count })}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="panel" aria-labelledby="projects-title">
      <div className="panel__header">
        <h2 id="projects-title">{t('projects.title')}</h2>
        <Link to="projects">{t('projects.viewAll')}</Link>
      </div>
      {content}
    </section>
  );
}

const analysing = (project: RecentProject) => project.analysis?.status === 'queued' || project.analysis?.status === 'running';

/** The best insights of the most recent live projects, across them. */
function TopInsights({ namespace }: { namespace: string }) {
  const { t } = useTranslation('home');
  const projects = useListRecentProjectsQuery(namespace);
  const sources = (projects.data?.products ?? []).slice(0, TOP_INSIGHT_PROJECTS).map(({ product_id, name }) => ({ product_id, name }));
  const insights = useListTopInsightsQuery(sources, { skip: sources.length === 0 });
  let content;
  if (projects.isLoading || insights.isLoading) content = <Spinner />;
  else if (insights.isError && !insights.data) {
    content = (
      <div className="stack">
        <Alert tone="error">{t('insights.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void insights.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (!insights.data || insights.data.length === 0) {
    content = <p className="muted home-empty">{t('insights.empty')}</p>;
  } else {
    content = (
      <ol className="home-list">
        {insights.data.map((insight) => (
          <li key={insight.recommendation_id} className="home-list__item">
            <Link
              className="home-list__title"
              to={`${projectPath(namespace, insight.product_id)}/recommendation/${encodeURIComponent(insight.recommendation_id)}`}
            >
              {insight.title}
            </Link>
            <span className="home-list__meta">
              {t('insights.meta', { project: insight.projectName, score: Math.round(insight.user_updated_customer_impact_score) })}
            </span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section className="panel" aria-labelledby="top-insights-title">
      <div className="panel__header">
        <h2 id="top-insights-title">{t('insights.title')}</h2>
      </div>
      {content}
    </section>
  );
}
