import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/ui/AuthCard';
import { RoleSelectField } from '../../../components/ui/RoleSelectField';
import { Button } from '../../../components/ui/Button';
import { Alert } from '../../../components/ui/Alert';
import { useRequiredFieldsMessage } from '../../../components/ui/required-fields';
import type { UserRole } from '../../../lib/generated/api-types';
import { useCompleteGoogleProfileMutation } from '../api/onboarding-api';

/** /select-role: a Google user picks a role; the refreshed user then lets the guard move on. */
export function SelectRolePage() {
  const { t } = useTranslation('onboarding');
  const [completeProfile, { isLoading, isSuccess }] = useCompleteGoogleProfileMutation();
  const [role, setRole] = useState<UserRole | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const requiredFields = useRequiredFieldsMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    requiredFields.setShown(!role);
    if (!role) return setProblem(t('common:validation.required'));
    const result = await completeProfile({ role });
    if (result.error) setProblem(t('selectRole.failed'));
  };

  return (
    <AuthCard title={t('selectRole.title')} subtitle={t('selectRole.subtitle')}>
      <form className="form" onSubmit={submit} noValidate>
        {problem && (
          <Alert tone="error" id={requiredFields.messageId}>
            {problem}
          </Alert>
        )}
        <RoleSelectField
          required
          name="role"
          value={role}
          problemId={requiredFields.problemIdFor(role)}
          onChange={(event) => setRole(event.target.value as UserRole)}
        />
        <Button type="submit" fullWidth busy={isLoading || isSuccess}>
          {t('selectRole.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
