import { useTranslation } from 'react-i18next';
import type { InsightSnippet } from '../api/types';
import { formatTimestamp, useFormatters } from './format';

/** Where a snippet comes from: its file, and the speaker and time, the page, or the respondent. */
export function SnippetContext({ snippet }: { snippet: Pick<InsightSnippet, 'file_name' | 'kind' | 'location' | 'attributes' | 'date'> }) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  const { location } = snippet;
  const parts: string[] = [];
  if (snippet.kind === 'transcript') {
    if (location.speaker) parts.push(location.speaker);
    if (typeof location.start === 'number') parts.push(formatTimestamp(location.start));
  } else if (snippet.kind === 'survey') {
    if (location.column) parts.push(t('context.column', { column: location.column }));
    if (typeof location.row === 'number') parts.push(t('context.row', { row: location.row }));
  } else {
    if (typeof location.page === 'number') parts.push(t('context.page', { page: location.page }));
    else if (typeof location.line === 'number') parts.push(t('context.line', { line: location.line }));
    if (location.headingPath?.length) parts.push(location.headingPath.join(' › '));
  }
  const date = format.date(snippet.date);
  if (date) parts.push(date);
  const attributes = Object.entries(snippet.attributes ?? {});
  return (
    <span className="snippet-context">
      <span className="snippet-context__file">{snippet.file_name}</span>
      {parts.length > 0 && <span className="snippet-context__where"> · {parts.join(' · ')}</span>}
      {snippet.kind === 'survey' && attributes.length > 0 && (
        <span className="snippet-context__respondent">
          {' '}
          · {t('context.respondent')}: {attributes.map(([key, value]) => `${key.replace(/_/g, ' ')}: ${value}`).join(', ')}
        </span>
      )}
    </span>
  );
}
