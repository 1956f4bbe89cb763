import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/ui/AuthCard';
import { Button } from '../../../components/ui/Button';
import { Alert } from '../../../components/ui/Alert';
import { Spinner } from '../../../components/ui/Spinner';
import { serverErrorText } from '../../../lib/api-errors';
import { localiseServerMessage } from '../../../lib/server-messages';
import { useConfirmEmailVerificationMutation } from '../api/onboarding-api';

type Status = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; message: string };

/** /email-verification?token=…: the landing page of the emailed link. */
export function EmailVerificationPage() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [confirm] = useConfirmEmailVerificationMutation();
  const [status, setStatus] = useState<Status>(token ? { kind: 'verifying' } : { kind: 'failed', message: t('verify.missingToken') });
  const requested = useRef(false);

  useEffect(() => {
    // Once per token, also under StrictMode's repeated effects: a link can be used only once.
    if (!token || requested.current) return;
    requested.current = true;
    void confirm({ token }).then((result) =>
      setStatus(
        result.error
          ? { kind: 'failed', message: localiseServerMessage(t, serverErrorText(result.error), 'verify.failed') }
          : { kind: 'verified' },
      ),
    );
  }, [confirm, t, token]);

  if (status.kind === 'verifying') {
    return (
      <AuthCard title={t('verify.verifyingTitle')}>
        <Spinner />
      </AuthCard>
    );
  }
  if (status.kind === 'verified') {
    return (
      <AuthCard title={t('verify.verifiedTitle')} subtitle={t('verify.verifiedBody')}>
        <Button fullWidth onClick={() => navigate('/', { replace: true })}>
          {t('verify.continue')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('verify.failedTitle')}>
      <div className="stack">
        <Alert tone="error">{status.message}</Alert>
        <Link className="btn btn--primary btn--full" to="/email-verification/send">
          {t('verify.requestNewLink')}
        </Link>
      </div>
    </AuthCard>
  );
}
