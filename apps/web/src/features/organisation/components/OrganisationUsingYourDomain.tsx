import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorStatus } from '../../../lib/api-errors';
import type { CustomerByDomainResponse } from '../../../lib/generated/api-types';
import { useGetOrganisationByDomainQuery, useJoinOrganisationByDomainMutation } from '../api/organisation-api';

/**
 * Tells a newcomer about the organisation already using their email domain. One that accepts
 * everyone from the domain is offered to join, which the person must confirm: verifying an
 * address never enrols anyone silently. Otherwise they are pointed to its admin for an invitation.
 */
export function OrganisationUsingYourDomain({ domain }: { domain: string }) {
  const { t } = useTranslation('organisation');
  const existing = useGetOrganisationByDomainQuery(domain);

  if (existing.isFetching) return <Spinner />;
  if (!existing.data) return null;
  if (existing.data.acceptAllUsers) return <JoinOffer organisation={existing.data} domain={domain} />;
  return (
    <Alert tone="info">
      <strong>{t('create.existingTitle', { name: existing.data.name })}</strong>
      <br />
      {t('create.existingBody', { domain })}
    </Alert>
  );
}

function JoinOffer({ organisation, domain }: { organisation: CustomerByDomainResponse; domain: string }) {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const titleId = useId();
  const [join, { isLoading }] = useJoinOrganisationByDomainMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { name, namespace } = organisation;

  const confirm = async () => {
    setFailure(null);
    const result = await join({ namespace });
    if (result.data) {
      navigate(`/customer/${result.data.namespace}`, { replace: true });
      return;
    }
    const status = errorStatus(result.error);
    if (status === 404) setFailure(t('join.noLongerOpen', { name }));
    else if (status === 409) setFailure(t('join.alreadyInOrganisation'));
    else setFailure(t('join.failed', { name }));
  };

  return (
    <>
      <section className="join-offer" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('join.question', { name, domain })}</h2>
        <p>{t('join.body')}</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button onClick={confirm} busy={isLoading} fullWidth>
          {t('join.confirm', { name })}
        </Button>
      </section>
      <p className="join-offer__or">{t('join.orCreate')}</p>
    </>
  );
}
