import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField';
import { SelectField } from '../../../components/ui/SelectField';
import { RoleSelectField } from '../../../components/ui/RoleSelectField';
import { Button } from '../../../components/ui/Button';
import { Alert } from '../../../components/ui/Alert';
import { useRequiredFieldsMessage } from '../../../components/ui/required-fields';
import { Spinner } from '../../../components/ui/Spinner';
import { useGetCurrentUserQuery } from '../../../lib/session-api';
import { useLogout } from '../../../lib/use-logout';
import { NO_AUTOMATIC_REFETCH } from '../../../lib/cache-policy';
import { currentLanguage, htmlLangFor, NATIVE_LANGUAGE_NAMES, SUPPORTED_LANGUAGES, switchLanguage } from '../../../lib/i18n';
import type { UserResponse, UserRole } from '../../../lib/generated/api-types';
import { useUpdateProfileMutation } from '../api/account-api';

type Notice = { tone: 'error' | 'success'; text: string } | null;

/** /settings/account: profile, interface language and logout. */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const { data: user } = useGetCurrentUserQuery(undefined, NO_AUTOMATIC_REFETCH);
  if (!user) return <Spinner />;
  return (
    <div className="stack stack--loose">
      <header>
        <h1>{t('title')}</h1>
        <p className="muted">{t('subtitle')}</p>
      </header>
      <ProfileSection key={user.user_id} user={user} />
      <LanguageSection />
      <LogoutSection />
    </div>
  );
}

function ProfileSection({ user }: { user: UserResponse }) {
  const { t } = useTranslation('account');
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [role, setRole] = useState<UserRole | ''>(user.role);
  const [notice, setNotice] = useState<Notice>(null);
  const requiredFields = useRequiredFieldsMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missingField = !firstName.trim() || !lastName.trim() || !role;
    requiredFields.setShown(missingField);
    if (missingField) {
      setNotice({ tone: 'error', text: t('common:validation.required') });
      return;
    }
    setNotice(null);
    const result = await updateProfile({ firstName: firstName.trim(), lastName: lastName.trim(), role });
    setNotice(result.error ? { tone: 'error', text: t('profile.failed') } : { tone: 'success', text: t('profile.saved') });
  };

  return (
    <section className="panel" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('profile.title')}</h2>
      <form className="form form--narrow" onSubmit={submit} noValidate>
        <div className="form__columns">
          <TextField
            label={t('profile.firstName')}
            name="firstName"
            autoComplete="given-name"
            required
            value={firstName}
            problemId={requiredFields.problemIdFor(firstName)}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <TextField
            label={t('profile.lastName')}
            name="lastName"
            autoComplete="family-name"
            required
            value={lastName}
            problemId={requiredFields.problemIdFor(lastName)}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
        <TextField label={t('profile.email')} name="email" value={user.email} readOnly hint={t('profile.emailHint')} />
        <RoleSelectField
          required
          name="role"
          value={role}
          problemId={requiredFields.problemIdFor(role)}
          onChange={(e) => setRole(e.target.value as UserRole)}
        />
        {notice && (
          <Alert tone={notice.tone} id={requiredFields.messageId}>
            {notice.text}
          </Alert>
        )}
        <div>
          <Button type="submit" busy={isLoading}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

const LANGUAGE_OPTIONS = SUPPORTED_LANGUAGES.map((language) => ({
  value: language,
  label: NATIVE_LANGUAGE_NAMES[language],
  lang: htmlLangFor(language),
}));

function LanguageSection() {
  const { t } = useTranslation('account');
  const [updateProfile] = useUpdateProfileMutation();
  const [language, setLanguage] = useState(currentLanguage());
  const [notice, setNotice] = useState<Notice>(null);

  const choose = async (code: string) => {
    setNotice(null);
    // The interface switches at once; the saved preference follows it across devices.
    const chosen = await switchLanguage(code, { remember: true });
    setLanguage(chosen);
    const result = await updateProfile({ language: chosen });
    setNotice(result.error ? { tone: 'error', text: t('language.failed') } : { tone: 'success', text: t('language.saved') });
  };

  return (
    <section className="panel" aria-labelledby="language-title">
      <h2 id="language-title">{t('language.title')}</h2>
      <div className="form form--narrow">
        <SelectField
          label={t('language.label')}
          name="language"
          options={LANGUAGE_OPTIONS}
          value={language}
          onChange={(e) => void choose(e.target.value)}
        />
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </div>
    </section>
  );
}

function LogoutSection() {
  const { t } = useTranslation('account');
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <section className="panel" aria-labelledby="logout-title">
      <h2 id="logout-title">{t('logout.title')}</h2>
      <p className="muted">{t('logout.body')}</p>
      <div>
        <Button
          variant="danger"
          busy={busy}
          onClick={() => {
            setBusy(true);
            void logout();
          }}
        >
          {t('logout.button')}
        </Button>
      </div>
    </section>
  );
}
