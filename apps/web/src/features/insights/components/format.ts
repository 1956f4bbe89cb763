import { useTranslation } from 'react-i18next';
import { htmlLangFor, isSupportedLanguage } from '../../../lib/i18n';

/** 187 s is 03:07, 3787 s is 1:03:07: minutes and seconds, hours only when there are some. */
export function formatTimestamp(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** Dates, months, numbers and shares in the interface language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = htmlLangFor(isSupportedLanguage(language) ? language : 'en');
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const numberFormat = new Intl.NumberFormat(locale);
  const compactFormat = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const decimalFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return {
    date: (iso: string | null | undefined) => {
      const date = iso ? new Date(iso) : null;
      return date && !Number.isNaN(date.getTime()) ? dateFormat.format(date) : null;
    },
    /** 'YYYY-MM' as "Jun 2025". */
    month: (month: string) => {
      const [year, index] = month.split('-').map(Number);
      return Number.isFinite(year) && Number.isFinite(index) ? monthFormat.format(new Date(Date.UTC(year, index - 1, 1))) : month;
    },
    number: (value: number) => numberFormat.format(value),
    /** A large amount the short way (1.2M, 120万): shown with its full value beside it. */
    compact: (value: number) => compactFormat.format(value),
    decimal: (value: number) => decimalFormat.format(value),
    /** A 0..100 score as a whole number. */
    score: (value: number) => numberFormat.format(Math.round(value)),
    /** A 0..1 share as a percentage. */
    percent: (share: number) => percentFormat.format(share),
  };
}

/** A snippet's text shortened for the name of a button or link that acts on it. */
export const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
