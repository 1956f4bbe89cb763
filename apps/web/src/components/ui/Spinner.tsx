import { useTranslation } from 'react-i18next';

export function Spinner({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className={fullPage ? 'spinner spinner--page' : 'spinner'}>
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__label">{t('loading')}</span>
    </div>
  );
}
