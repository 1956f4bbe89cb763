import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { insightPath } from '../paths';
import type { ChangelogEntry } from './changelog-api';
import { useChangelogText } from './changelog-format';

interface ChangelogListProps {
  entries: ChangelogEntry[];
  busy: boolean;
  /** A project's changelog names the insight of each entry, linked. */
  insightsOf?: { namespace: string; productId: string };
}

/** Changelog entries, newest first: who, what, when, and why when a reason was given. */
export function ChangelogList({ entries, busy, insightsOf }: ChangelogListProps) {
  const { t } = useTranslation('changelog');
  const text = useChangelogText();
  return (
    <ol className="changelog" aria-busy={busy || undefined}>
      {entries.map((entry, index) => (
        <li key={`${entry.recommendation_id}-${entry.at}-${entry.action}-${index}`} className="changelog__entry">
          <p className="changelog__what">
            <strong>{text.actor(entry)}</strong> {text.action(entry)}
          </p>
          {insightsOf && (
            <p className="changelog__insight">
              <Link to={insightPath(insightsOf.namespace, insightsOf.productId, entry.recommendation_id)}>
                {t('insightLink', { title: entry.recommendation_title })}
              </Link>
            </p>
          )}
          {entry.reason && (
            <p className="changelog__why">
              {entry.action === 'commented' ? (
                <q>{entry.reason}</q>
              ) : entry.action === 'resurfaced' ? (
                t('originalReason', { reason: entry.reason })
              ) : (
                t('reason', { reason: entry.reason })
              )}
            </p>
          )}
          {entry.search_query && <p className="changelog__why">{t('search', { query: entry.search_query })}</p>}
          <time className="changelog__when" dateTime={entry.at}>
            {text.moment(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
