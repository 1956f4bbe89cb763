import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/ui/AuthCard';
import { Button } from '../../../components/ui/Button';
import { Alert } from '../../../components/ui/Alert';
import { useGetCurrentUserQuery } from '../../../lib/session-api';
import { useLogout } from '../../../lib/use-logout';
import { NO_AUTOMATIC_REFETCH } from '../../../lib/cache-policy';
import { localiseServerMessage } from '../../../lib/server-messages';
import { useSendVerificationEmailMutation } from '../api/onboarding-api';

type Notice = { tone: 'error' | 'success' | 'info'; text: string } | null;

/** /email-verification/send: where an unverified user waits for the link. */
export function VerificationSentPage() {
  const { t } = useTranslation('onboarding');
  const logout = useLogout();
  const user = useGetCurrentUserQuery(undefined, NO_AUTOMATIC_REFETCH);
  const [sendVerificationEmail, { isLoading: sending }] = useSendVerificationEmailMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const [checking, setChecking] = useState(false);

  const resend = async () => {
    setNotice(null);
    const result = await sendVerificationEmail();
    setNotice(
      result.data
        ? { tone: 'success', text: localiseServerMessage(t, result.data.message, 'common:serverMessages.verificationEmailSent') }
        : { tone: 'error', text: t('send.resendFailed') },
    );
  };

  // Verifying in another tab or device changes nothing here until the user is fetched again;
  // when it is verified, the route guard moves on by itself.
  const checkAgain = async () => {
    setNotice(null);
    setChecking(true);
    const refreshed = await user.refetch();
    setChecking(false);
    if (!refreshed.data?.email_verified) setNotice({ tone: 'info', text: t('send.notVerifiedYet') });
  };

  return (
    <AuthCard
      title={t('send.title')}
      subtitle={t('send.body', { email: user.data?.email ?? '' })}
      footer={
        <p>
          {t('send.wrongAccount')}{' '}
          <button type="button" className="link-button" onClick={logout}>
            {t('send.logout')}
          </button>
        </p>
      }
    >
      <div className="stack">
        <p className="muted">{t('send.validity')}</p>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Button onClick={resend} busy={sending} fullWidth>
          {t('send.resend')}
        </Button>
        <Button variant="secondary" onClick={checkAgain} busy={checking} fullWidth>
          {t('send.checkAgain')}
        </Button>
      </div>
    </AuthCard>
  );
}
