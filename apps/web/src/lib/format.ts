// Plain dates and numbers for the screens that need no more (the projects list, the Data Library's
// pickers); the Data Library's and the insights' pages have richer formatters of their own.
import { useTranslation } from 'react-i18next';
import { htmlLangFor, isSupportedLanguage } from './i18n';

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
