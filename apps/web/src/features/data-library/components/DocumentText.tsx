import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail, DocumentSnippet } from '../api/types';
import { useCitedSnippet } from '../hooks/use-cited-snippet';
import { useDocumentSnippets } from '../hooks/use-document-snippets';
import { CitedSnippetLabel, SnippetsSection } from './SnippetsSection';

/** The innermost heading above a snippet, if any. */
const headingOf = (snippet: DocumentSnippet) => snippet.location.headingPath?.at(-1) ?? null;

/** A document's text in file order, marking where each page starts and each heading stands. */
export function DocumentText({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation('dataLibrary');
  const snippets = useDocumentSnippets(document.document_id);
  const cited = useCitedSnippet(snippets);
  const headings = document.structure.headings ?? [];

  const blocks: ReactNode[] = [];
  let page: number | undefined;
  let heading: string | null = null;
  for (const snippet of snippets.snippets) {
    if (snippet.location.page !== undefined && snippet.location.page !== page) {
      page = snippet.location.page;
      blocks.push(
        <p key={`page-${snippet.snippet_id}`} className="document-text__page">
          {t('document.page', { page })}
        </p>,
      );
    }
    const snippetHeading = headingOf(snippet);
    if (snippetHeading !== null && snippetHeading !== heading) {
      blocks.push(
        <h3 key={`heading-${snippet.snippet_id}`} className="document-text__heading">
          {snippetHeading}
        </h3>,
      );
    }
    heading = snippetHeading;
    blocks.push(
      <p key={snippet.snippet_id} className="document-text__paragraph" {...cited.propsOf(snippet.snippet_id)}>
        {cited.isCited(snippet.snippet_id) && <CitedSnippetLabel />}
        {snippet.text}
      </p>,
    );
  }

  return (
    <>
      {headings.length > 0 && (
        <section className="panel" aria-labelledby="document-outline-title">
          <h2 id="document-outline-title">{t('document.outlineTitle')}</h2>
          <ul className="document-outline">
            {headings.map((entry, index) => (
              <li key={`${index}-${entry.text}`} className={`document-outline__level-${Math.min(Math.max(entry.level, 1), 6)}`}>
                {entry.text}
              </li>
            ))}
          </ul>
        </section>
      )}
      <SnippetsSection id="document-text-title" title={t('document.textTitle')} snippets={snippets} citedMissing={cited.missing}>
        <div className="document-text">{blocks}</div>
      </SnippetsSection>
    </>
  );
}
