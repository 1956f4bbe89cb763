// Plain dates and numbers for the screens that need no more (the projects list, the Data Library's
// pickers); the Data Library's and the insights' pages have richer formatters of their own.
import { useTranslation } from 'react-i18next';
import { htmlLangFor, isSupportedLanguage } from './i18n';

/**
 * The interface language as Intl names it: its code ('indo' is 'id'), English for anything else
 * (Intl refuses a tag it cannot read, which would take the screen down).
 */
function useLocale(): string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return htmlLangFor(isSupportedLanguage(language) ? language : 'en');
}

/** A moment in the interface language ("3 Jun 2025, 10:04"); '' for no moment or an unreadable one. */
export function useDateTime() {
  const format = new Intl.DateTimeFormat(useLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string | null | undefined) => {
    const date = iso ? new Date(iso) : null;
    return date && !Number.isNaN(date.getTime()) ? format.format(date) : '';
  };
}

/** Dates and numbers in the interface language. */
export function useFormatters() {
  const locale = useLocale();
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
