import { useTranslation } from 'react-i18next';
import { htmlLangFor, isSupportedLanguage } from '../../../lib/i18n';

/** Dates and numbers in the interface language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = htmlLangFor(isSupportedLanguage(language) ? language : 'en');
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const numberFormat = new Intl.NumberFormat(locale);
  return {
    date: (iso: string | null | undefined) => {
      const date = iso ? new Date(iso) : null;
      return date && !Number.isNaN(date.getTime()) ? dateFormat.format(date) : null;
    },
    number: (value: number) => numberFormat.format(value),
  };
}
