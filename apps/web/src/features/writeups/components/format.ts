import { useTranslation } from 'react-i18next';
import { htmlLangFor, isSupportedLanguage } from '../../../lib/i18n';

/** A moment in the interface language: "3 Jun 2025, 10:04". */
export function useDateTime() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const format = new Intl.DateTimeFormat(htmlLangFor(isSupportedLanguage(language) ? language : 'en'), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string | null | undefined) => {
    const date = iso ? new Date(iso) : null;
    return date && !Number.isNaN(date.getTime()) ? format.format(date) : '';
  };
}
