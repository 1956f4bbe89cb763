import { useTranslation } from 'react-i18next';
import { htmlLangFor, isSupportedLanguage } from '../../../../lib/i18n';
import type { ChangelogEntry } from './changelog-api';

/** The team priorities in their order: a changelog entry names a change by places on this scale. */
const TEAM_PRIORITIES = ['none', 'low', 'medium', 'high', 'urgent'] as const;

/** What the changelog screens say of an entry and of a moment, in the interface language. */
export function useChangelogText() {
  const { t, i18n } = useTranslation('changelog');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = htmlLangFor(isSupportedLanguage(language) ? language : 'en');
  const momentFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const priority = (place: number | null) => t(`priorities.${TEAM_PRIORITIES[place ?? 0] ?? 'none'}`);

  return {
    moment: (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : momentFormat.format(date);
    },
    /** Who: a person by name, an analysis, or someone whose account is gone. */
    actor: (entry: ChangelogEntry) => (entry.actor === null ? t('analysis') : entry.actor.name || t('formerMember')),
    /** What they did, as a phrase following their name. */
    action: (entry: ChangelogEntry) => {
      const priorityChange = entry.action === 'team_priority_changed';
      const score = (value: number | null) => (value === null ? '–' : numberFormat.format(value));
      return t(`actions.${entry.action}`, {
        version: entry.version ?? '–',
        mentions: numberFormat.format(entry.new_mentions ?? 0),
        from: priorityChange ? priority(entry.from) : score(entry.from),
        to: priorityChange ? priority(entry.to) : score(entry.to),
        defaultValue: t('actions.other'),
      });
    },
  };
}
