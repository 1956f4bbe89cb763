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
import { partOfDay } from './greeting';
import './home.css';

/** /customer/{namespace}: the organisation's home. */
export function HomePage() {
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
          <Link className="btn btn--primary" to="quick-upload">
            {t('quickUpload')}
          </Link>
          <Button variant="secondary" onClick={() => dispatch(inviteDialogOpened())}>
            {t('inviteCoworkers')}
          </Button>
        </div>
      </section>

      <section className="panel" aria-labelledby="projects-title">
        <div className="panel__header">
          <h2 id="projects-title">{t('projects.title')}</h2>
        </div>
        <div className="empty-state">
          <svg className="empty-state__icon" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <rect x="6" y="12" width="36" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="M6 18h36M16 8h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <h3>{t('projects.emptyTitle')}</h3>
          <p>{t('projects.emptyBody')}</p>
        </div>
      </section>
      <Outlet />
    </div>
  );
}
