import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../api/types';
import { useCitedSnippet } from '../hooks/use-cited-snippet';
import { useDocumentSnippets } from '../hooks/use-document-snippets';
import { CitedSnippetLabel, SnippetsSection } from './SnippetsSection';
import { formatTimestamp } from './format';

/** A transcript as its speaker turns: who spoke, when, and what they said. */
export function TranscriptTurns({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation('dataLibrary');
  const snippets = useDocumentSnippets(document.document_id);
  const cited = useCitedSnippet(snippets);
  const speakers = document.structure.speakers ?? [];
  return (
    <SnippetsSection id="transcript-title" title={t('document.transcriptTitle')} snippets={snippets} citedMissing={cited.missing}>
      {speakers.length > 0 && (
        <p className="muted">
          {t('document.speakersList')} {speakers.join(', ')}
        </p>
      )}
      <ol className="transcript">
        {snippets.snippets.map((snippet) => (
          <li key={snippet.snippet_id} className="transcript__turn" {...cited.propsOf(snippet.snippet_id)}>
            {cited.isCited(snippet.snippet_id) && <CitedSnippetLabel />}
            <div className="transcript__meta">
              <span className="transcript__speaker">{snippet.location.speaker ?? t('document.unknownSpeaker')}</span>
              {snippet.location.start !== undefined && <span className="transcript__time">{formatTimestamp(snippet.location.start)}</span>}
            </div>
            <p className="transcript__text">{snippet.text}</p>
          </li>
        ))}
      </ol>
    </SnippetsSection>
  );
}
