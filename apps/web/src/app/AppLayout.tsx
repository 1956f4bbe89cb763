import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TopNav } from '../components/ui/TopNav';
import { Spinner } from '../components/ui/Spinner';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { useGetCurrentUserQuery } from '../lib/session-api';
import { NO_AUTOMATIC_REFETCH } from '../lib/cache-policy';
import { inviteDialogClosed, inviteDialogOpened } from '../lib/ui-slice';
import { InviteCoworkersDialog } from '../features/invitations/components/InviteCoworkersDialog';
import { AssistantLauncher } from '../features/assistant/components/AssistantLauncher';

/** The frame of the signed-in area: top navigation (with the assistant), page content and the invite dialog. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector((state) => state.auth.isLoggedIn);
  const inviteDialogOpen = useAppSelector((state) => state.ui.inviteDialogOpen);
  const { data: user } = useGetCurrentUserQuery(undefined, { skip: !isLoggedIn, ...NO_AUTOMATIC_REFETCH });
  const namespace = user?.customer?.namespace ?? null;

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopNav
        namespace={namespace}
        onInvite={namespace ? () => dispatch(inviteDialogOpened()) : undefined}
        assistant={namespace ? <AssistantLauncher namespace={namespace} /> : undefined}
      />
      <main id="main" className="page" tabIndex={-1}>
        <Suspense fallback={<Spinner fullPage />}>
          <Outlet />
        </Suspense>
      </main>
      {namespace && <InviteCoworkersDialog open={inviteDialogOpen} onClose={() => dispatch(inviteDialogClosed())} />}
    </div>
  );
}
