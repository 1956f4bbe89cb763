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

const KB = 1024;
const MB = 1024 * 1024;

/** A calendar day, 'YYYY-MM-DD' (a CRM export's dates), as a UTC date: read in local time it could show the day before. */
function calendarDay(day: string | null | undefined): Date | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Dates, numbers and sizes in the interface language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = htmlLangFor(isSupportedLanguage(language) ? language : 'en');
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const numberFormat = new Intl.NumberFormat(locale);
  const compactFormat = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  // Bytes in full ("339 bytes"): the short form is the singular "339 byte" in English.
  const unitFormat = (unit: string) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 });
  const valid = (iso: string | null | undefined) => {
    const date = iso ? new Date(iso) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  };
  return {
    date: (iso: string | null | undefined) => {
      const date = valid(iso);
      return date ? dateFormat.format(date) : null;
    },
    dateTime: (iso: string | null | undefined) => {
      const date = valid(iso);
      return date ? dateTimeFormat.format(date) : null;
    },
    /** 'YYYY-MM-DD' as a date; null when it is not one. */
    day: (day: string | null | undefined) => {
      const date = calendarDay(day);
      return date ? dayFormat.format(date) : null;
    },
    number: (value: number) => numberFormat.format(value),
    /** A large amount the short way (1.2M, 120万): shown with its full value beside it. */
    compact: (value: number) => compactFormat.format(value),
    size: (bytes: number) => {
      if (bytes >= MB) return unitFormat('megabyte').format(bytes / MB);
      if (bytes >= KB) return unitFormat('kilobyte').format(bytes / KB);
      return unitFormat('byte').format(bytes);
    },
  };
}
