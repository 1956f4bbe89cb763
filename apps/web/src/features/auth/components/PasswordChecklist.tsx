import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, passwordRuleResults } from './password-rules';

/** The password rules, each ticked once the typed password meets it. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  return (
    <ul className="checklist" aria-label={t('passwordRules.title')}>
      {passwordRuleResults(password).map(({ rule, met }) => (
        <li key={rule} className={met ? 'checklist__item is-met' : 'checklist__item'}>
          <span className="checklist__mark" aria-hidden="true">
            {met ? '✓' : '•'}
          </span>
          <span>{t(`passwordRules.${rule}`, { min: PASSWORD_MIN_LENGTH })}</span>
          <span className="visually-hidden">{met ? t('passwordRules.met') : t('passwordRules.notMet')}</span>
        </li>
      ))}
    </ul>
  );
}
