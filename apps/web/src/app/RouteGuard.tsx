import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../lib/hooks';
import { useGetCurrentUserQuery } from '../lib/session-api';
import { NO_AUTOMATIC_REFETCH } from '../lib/cache-policy';
import { Spinner } from '../components/ui/Spinner';
import { ErrorScreen } from '../components/ui/ErrorScreen';
import { decideRoute } from './route-guard';

export function RouteGuard() {
  const { isLoggedIn, loading } = useAppSelector((state) => state.auth);
  const { pathname } = useLocation();
  const user = useGetCurrentUserQuery(undefined, { skip: !isLoggedIn, ...NO_AUTOMATIC_REFETCH });
  const decision = decideRoute({
    pathname,
    session: loading ? 'restoring' : isLoggedIn ? 'signedIn' : 'signedOut',
    user: isLoggedIn ? user.data : undefined,
    userFailed: user.isError,
  });

  switch (decision.kind) {
    case 'wait':
      return <Spinner fullPage />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'fail':
      return <ErrorScreen error={user.error} onRetry={() => void user.refetch()} />;
    case 'render':
      return <Outlet />;
  }
}
