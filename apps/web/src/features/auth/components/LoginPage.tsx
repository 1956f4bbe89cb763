import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/ui/AuthCard';
import { TextField } from '../../../components/ui/TextField';
import { Button } from '../../../components/ui/Button';
import { Alert } from '../../../components/ui/Alert';
import { useRequiredFieldsMessage } from '../../../components/ui/required-fields';
import { useSignIn } from '../hooks/useSignIn';
import { isEmailFormat } from '../../../lib/email-format';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const requiredFields = useRequiredFieldsMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setEmailProblem(null);
    const missingField = !email.trim() || !password.trim();
    requiredFields.setShown(missingField);
    if (missingField) {
      setProblem(t('common:validation.required'));
      return;
    }
    if (!isEmailFormat(email)) {
      setEmailProblem(t('common:validation.emailFormat'));
      return;
    }
    setSubmitting(true);
    const outcome = await signIn({ email: email.trim(), password });
    setSubmitting(false);
    if (outcome === 'invalidCredentials') setProblem(t('common:serverMessages.invalidCredentials'));
    else if (outcome === 'tooManyAttempts') setProblem(t('login.tooManyAttempts'));
    else if (outcome === 'busy') setProblem(t('login.busy'));
    else if (outcome === 'failed') setProblem(t('login.failed'));
  };

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <p>
          {t('login.noAccount')} <Link to="/signup">{t('login.signUpLink')}</Link>
        </p>
      }
    >
      <form className="form" onSubmit={submit} noValidate>
        {problem && (
          <Alert tone="error" id={requiredFields.messageId}>
            {problem}
          </Alert>
        )}
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={emailProblem}
          problemId={requiredFields.problemIdFor(email)}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          problemId={requiredFields.problemIdFor(password)}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="form__row form__row--end">
          <Link to="/reset-password" className="text-link">
            {t('login.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" fullWidth busy={submitting}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
