import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/ui/AuthCard';
import { TextField } from '../../../components/ui/TextField';
import { RoleSelectField } from '../../../components/ui/RoleSelectField';
import { Button } from '../../../components/ui/Button';
import { Alert } from '../../../components/ui/Alert';
import { useRequiredFieldsMessage } from '../../../components/ui/required-fields';
import { localiseServerMessage } from '../../../lib/server-messages';
import { serverErrorText } from '../../../lib/api-errors';
import type { UserRole } from '../../../lib/generated/api-types';
import { useCreateUserMutation } from '../api/auth-api';
import { useSignIn } from '../hooks/useSignIn';
import { PasswordChecklist } from './PasswordChecklist';
import { hasProblems, validateSignup, type SignupProblems, type SignupValues } from './form-validation';

const EMPTY: SignupValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', role: '' };

export function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [createUser] = useCreateUserMutation();
  // An invitation links here with the invited address, which is the one that joins the organisation.
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<SignupValues>(() => ({ ...EMPTY, email: searchParams.get('email') ?? '' }));
  const [problems, setProblems] = useState<SignupProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const requiredFields = useRequiredFieldsMessage();

  const field = (name: keyof SignupValues) => ({
    name,
    value: values[name],
    problemId: requiredFields.problemIdFor(values[name]),
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateSignup(values);
    setProblems(found);
    requiredFields.setShown(Boolean(found.form));
    if (hasProblems(found)) return;

    setSubmitting(true);
    const credentials = { email: values.email.trim(), password: values.password };
    const created = await createUser({
      ...credentials,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      role: values.role as UserRole,
    });
    if (created.error) {
      setSubmitting(false);
      setFailure(localiseServerMessage(t, serverErrorText(created.error), 'signup.failed'));
      return;
    }
    const outcome = await signIn(credentials);
    setSubmitting(false);
    if (outcome === 'signedIn') navigate('/email-verification/send', { replace: true });
    // A sign-up with an address that already has an account is answered like any other and its
    // owner is mailed instead; only their own password signs in, so this is where that ends.
    else if (outcome === 'invalidCredentials') setMailedTo(credentials.email);
    else setFailure(t('login.failed'));
  };

  if (mailedTo) {
    return (
      <AuthCard title={t('signup.mailed.title')}>
        <p>{t('signup.mailed.body', { email: mailedTo })}</p>
        <p>
          {t('signup.haveAccount')} <Link to="/login">{t('signup.logInLink')}</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <p>
          {t('signup.haveAccount')} <Link to="/login">{t('signup.logInLink')}</Link>
        </p>
      }
    >
      <form className="form" onSubmit={submit} noValidate>
        {(problems.form || failure) && (
          <Alert tone="error" id={requiredFields.messageId}>
            {failure ?? t(problems.form!)}
          </Alert>
        )}
        <div className="form__columns">
          <TextField label={t('fields.firstName')} autoComplete="given-name" required {...field('firstName')} />
          <TextField label={t('fields.lastName')} autoComplete="family-name" required {...field('lastName')} />
        </div>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={problems.email ? t(problems.email) : null}
          {...field('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          required
          error={problems.password ? t(problems.password) : null}
          hint={<PasswordChecklist password={values.password} />}
          {...field('password')}
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={problems.confirmPassword ? t(problems.confirmPassword) : null}
          {...field('confirmPassword')}
        />
        <RoleSelectField required {...field('role')} />
        <Button type="submit" fullWidth busy={submitting}>
          {t('signup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
