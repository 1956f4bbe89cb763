import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './BrandMark';

/** The frame of the pages shown before a user reaches their organisation. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="auth">
      <header className="auth__brand">
        <BrandMark />
        <span className="auth__product">{t('productName')}</span>
      </header>
      <main className="auth__card">
        <h1 className="auth__title">{title}</h1>
        {subtitle && <div className="auth__subtitle">{subtitle}</div>}
        {children}
        {footer && <div className="auth__footer">{footer}</div>}
      </main>
    </div>
  );
}
