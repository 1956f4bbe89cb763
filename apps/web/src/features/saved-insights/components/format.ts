import { useTranslation } from 'react-i18next';
import { htmlLangFor, isSupportedLanguage } from '../../../lib/i18n';

/** Numbers and moments in the interface language. */
export function useSavedInsightFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = htmlLangFor(isSupportedLanguage(language) ? language : 'en');
  const numberFormat = new Intl.NumberFormat(locale);
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    number: (value: number) => numberFormat.format(value),
    dateTime: (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
    },
  };
}
