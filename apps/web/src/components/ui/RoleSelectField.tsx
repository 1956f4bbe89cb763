import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_ROLE_VALUES } from '../../lib/generated/api-types';
import { SelectField } from './SelectField';

export function RoleSelectField(
  props: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { error?: string | null; problemId?: string },
) {
  const { t } = useTranslation('common');
  const options = USER_ROLE_VALUES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  return <SelectField {...props} label={t('roles.label')} placeholder={t('roles.placeholder')} options={options} />;
}
