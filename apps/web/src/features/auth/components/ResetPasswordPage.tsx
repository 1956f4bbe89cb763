import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/ui/AuthCard';
import { TextField } from '../../../components/ui/TextField';
import { Button } from '../../../components/ui/Button';
import { Alert } from '../../../components/ui/Alert';
import { useRequiredFieldsMessage } from '../../../components/ui/required-fields';
import { localiseServerMessage } from '../../../lib/server-messages';
import { errorStatus, serverErrorText } from '../../../lib/api-errors';
import { useCompletePasswordResetMutation, useRequestPasswordResetMutation } from '../api/auth-api';
import { PasswordChecklist } from './PasswordChecklist';
import { isEmailFormat } from '../../../lib/email-format';
import { isStrongPassword } from './password-rules';

type Notice = { tone: 'error' | 'success'; text: string } | null;

/** /reset-password asks for the email; the emailed link (?token=…) lands on the new-password form. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <ChooseNewPasswordForm token={token} /> : <RequestResetForm />;
}

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <p>
      <Link to="/login">{t('reset.backToLogin')}</Link>
    </p>
  );
}

function RequestResetForm() {
  const { t } = useTranslation('auth');
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!email.trim()) return setEmailProblem(t('common:validation.required'));
    if (!isEmailFormat(email)) return setEmailProblem(t('common:validation.emailFormat'));
    setEmailProblem(null);
    const result = await requestReset({ email: email.trim() });
    if (result.data) {
      setNotice({ tone: 'success', text: localiseServerMessage(t, result.data.message, 'common:serverMessages.resetEmailSent') });
    } else if (errorStatus(result.error) === 429) {
      setNotice({ tone: 'error', text: t('common:serverMessages.tooManyResetRequests') });
    } else {
      setNotice({ tone: 'error', text: localiseServerMessage(t, serverErrorText(result.error), 'reset.requestFailed') });
    }
  };

  return (
    <AuthCard title={t('reset.requestTitle')} subtitle={t('reset.requestSubtitle')} footer={<BackToLogin />}>
      <form className="form" onSubmit={submit} noValidate>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={emailProblem}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" fullWidth busy={isLoading}>
          {t('reset.requestSubmit')}
        </Button>
      </form>
    </AuthCard>
  );
}

function ChooseNewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const [completeReset, { isLoading }] = useCompletePasswordResetMutation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problems, setProblems] = useState<{ form?: string; password?: string; confirm?: string }>({});
  const [notice, setNotice] = useState<Notice>(null);
  const requiredFields = useRequiredFieldsMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const found: typeof problems = {};
    if (!password || !confirmPassword) found.form = t('common:validation.required');
    // The same words as the server's refusal (SPEC section 8), caught before the request.
    if (password && !isStrongPassword(password)) found.password = t('common:serverMessages.weakPassword');
    if (confirmPassword && password !== confirmPassword) found.confirm = t('validation.passwordMismatch');
    setProblems(found);
    requiredFields.setShown(Boolean(found.form));
    if (Object.keys(found).length) return;

    const result = await completeReset({ token, password });
    if (result.data) {
      setNotice({ tone: 'success', text: localiseServerMessage(t, result.data.message, 'common:serverMessages.passwordReset') });
    } else {
      // A 400 names the reason (weak password, invalid link); anything else is a generic failure.
      const reason = errorStatus(result.error) === 400 ? serverErrorText(result.error) : null;
      setNotice({ tone: 'error', text: localiseServerMessage(t, reason, 'reset.completeFailed') });
    }
  };

  if (notice?.tone === 'success') {
    return (
      <AuthCard title={t('reset.completeTitle')}>
        <Alert tone="success">{notice.text}</Alert>
        <Link className="btn btn--primary btn--full" to="/login">
          {t('reset.goToLogin')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.completeTitle')} subtitle={t('reset.completeSubtitle')} footer={<BackToLogin />}>
      <form className="form" onSubmit={submit} noValidate>
        {(notice || problems.form) && (
          <Alert tone="error" id={requiredFields.messageId}>
            {notice?.text ?? problems.form}
          </Alert>
        )}
        <TextField
          label={t('fields.newPassword')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          error={problems.password}
          problemId={requiredFields.problemIdFor(password)}
          hint={<PasswordChecklist password={password} />}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          error={problems.confirm}
          problemId={requiredFields.problemIdFor(confirmPassword)}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" fullWidth busy={isLoading}>
          {t('reset.completeSubmit')}
        </Button>
      </form>
    </AuthCard>
  );
}
