import { useTranslation } from 'react-i18next';
import { AnalystStreamPanel } from './AnalystStreamPanel';

/** /settings/integrations (SPEC section 2): the organisation's connections to other systems. */
export function IntegrationsSettingsPage() {
  const { t } = useTranslation('streamKeys');
  return (
    <div className="stack stack--loose">
      <header>
        <h1>{t('page.title')}</h1>
        <p className="muted">{t('page.subtitle')}</p>
      </header>
      <AnalystStreamPanel />
    </div>
  );
}
