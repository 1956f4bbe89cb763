import { useTranslation } from 'react-i18next';
import { useCitedSnippet } from '../hooks/use-cited-snippet';
import { useDocumentSnippets } from '../hooks/use-document-snippets';
import { CitedSnippetLabel, SnippetsSection } from './SnippetsSection';

/** The survey's answers as snippets: which row and column each came from. */
export function SurveyPreview({ documentId }: { documentId: string }) {
  const { t } = useTranslation('dataLibrary');
  const snippets = useDocumentSnippets(documentId);
  const cited = useCitedSnippet(snippets);
  const columns = { row: t('survey.preview.row'), column: t('survey.preview.column'), answer: t('survey.preview.answer') };
  return (
    <SnippetsSection id="survey-preview-title" title={t('survey.preview.title')} snippets={snippets} citedMissing={cited.missing}>
      <table className="data-table data-table--compact">
        <caption className="visually-hidden">{t('survey.preview.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.row}</th>
            <th scope="col">{columns.column}</th>
            <th scope="col">{columns.answer}</th>
          </tr>
        </thead>
        <tbody>
          {snippets.snippets.map((snippet) => (
            <tr key={snippet.snippet_id} {...cited.propsOf(snippet.snippet_id)}>
              <td data-label={columns.row}>{snippet.location.row ?? '—'}</td>
              <td data-label={columns.column}>{snippet.location.column ?? '—'}</td>
              <td data-label={columns.answer}>
                {cited.isCited(snippet.snippet_id) && <CitedSnippetLabel />}
                {snippet.text}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SnippetsSection>
  );
}
