import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/ui/AuthCard';
import { TextField } from '../../../components/ui/TextField';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { Button } from '../../../components/ui/Button';
import { Alert } from '../../../components/ui/Alert';
import { useGetCurrentUserQuery } from '../../../lib/session-api';
import { useLogout } from '../../../lib/use-logout';
import { NO_AUTOMATIC_REFETCH } from '../../../lib/cache-policy';
import { errorStatus, serverErrorText } from '../../../lib/api-errors';
import { emailDomain } from '../../../lib/email-format';
import { useCreateOrganisationMutation, useGetOrganisationByDomainQuery } from '../api/organisation-api';
import { isValidNamespace, isValidOrganisationName, NAME_MAX, NAME_MIN, suggestNamespace } from './organisation-rules';
import { OrganisationUsingYourDomain } from './OrganisationUsingYourDomain';

export function CreateOrganisationPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const logout = useLogout();
  const { data: user } = useGetCurrentUserQuery(undefined, NO_AUTOMATIC_REFETCH);
  const domain = user ? emailDomain(user.email) : '';
  // Public webmail and disposable domains belong to no organisation and admit nobody.
  const domainAdmitsColleagues = Boolean(domain && user?.email_domain_admits_colleagues);
  // One domain leads to one organisation: a domain already in use cannot be claimed again.
  const domainInUse = Boolean(useGetOrganisationByDomainQuery(domain, { skip: !domainAdmitsColleagues }).data);
  const [createOrganisation, { isLoading }] = useCreateOrganisationMutation();

  const [name, setName] = useState('');
  const [namespace, setNamespace] = useState('');
  const [namespaceEdited, setNamespaceEdited] = useState(false);
  const [acceptAllUsers, setAcceptAllUsers] = useState(false);
  const [problems, setProblems] = useState<{ name?: string; namespace?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const changeName = (value: string) => {
    setName(value);
    if (!namespaceEdited) setNamespace(suggestNamespace(value));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: typeof problems = {};
    if (!isValidOrganisationName(name)) found.name = t('create.nameRule', { min: NAME_MIN, max: NAME_MAX });
    if (!isValidNamespace(namespace)) found.namespace = t('create.namespaceRule', { min: NAME_MIN, max: NAME_MAX });
    setProblems(found);
    if (found.name || found.namespace) return;

    const result = await createOrganisation({ name: name.trim(), namespace, acceptAllUsers });
    if (result.data === true) {
      navigate(`/customer/${namespace}`, { replace: true });
      return;
    }
    const conflict = errorStatus(result.error) === 409 ? serverErrorText(result.error) : null;
    setFailure(conflict ?? t('create.failed'));
  };

  return (
    <AuthCard
      title={t('create.title')}
      subtitle={t('create.subtitle')}
      footer={
        <p>
          {user && t('create.signedInAs', { email: user.email })}{' '}
          <button type="button" className="link-button" onClick={logout}>
            {t('create.logout')}
          </button>
        </p>
      }
    >
      {domainAdmitsColleagues && <OrganisationUsingYourDomain domain={domain} />}
      <form className="form" onSubmit={submit} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={t('create.name')}
          name="name"
          autoComplete="organization"
          required
          value={name}
          error={problems.name}
          onChange={(event) => changeName(event.target.value)}
        />
        <TextField
          label={t('create.namespace')}
          name="namespace"
          required
          autoCapitalize="none"
          spellCheck={false}
          value={namespace}
          error={problems.namespace}
          hint={
            <>
              {t('create.namespaceHint', { min: NAME_MIN, max: NAME_MAX })}
              {namespace && (
                <span className="url-preview">
                  {window.location.host}/customer/<strong>{namespace}</strong>
                </span>
              )}
            </>
          }
          onChange={(event) => {
            setNamespaceEdited(true);
            setNamespace(event.target.value.toLowerCase());
          }}
        />
        {domainAdmitsColleagues && !domainInUse && (
          <CheckboxField
            name="acceptAllUsers"
            checked={acceptAllUsers}
            onChange={(event) => setAcceptAllUsers(event.target.checked)}
            label={t('create.acceptAllUsers', { domain })}
            description={t('create.acceptAllUsersHint', { domain })}
          />
        )}
        <Button type="submit" fullWidth busy={isLoading}>
          {t('create.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
