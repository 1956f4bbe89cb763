import { useTranslation } from 'react-i18next';

/** SPEC section 5's hints for a good prompt, shown under a prompt field. */
export function PromptHints() {
  const { t } = useTranslation('common');
  return (
    <div className="prompt-hints">
      <p>{t('promptHints.title')}</p>
      <ul>
        <li>{t('promptHints.timeFrame')}</li>
        <li>{t('promptHints.specific')}</li>
        <li>{t('promptHints.context')}</li>
        <li>{t('promptHints.terms')}</li>
      </ul>
    </div>
  );
}
