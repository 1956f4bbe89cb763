import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import type { useDocumentSnippets } from '../hooks/use-document-snippets';

/** A titled panel of snippets with its loading, failure, empty and "Load more" states. */
export function SnippetsSection({
  id,
  title,
  snippets,
  citedMissing,
  children,
}: {
  id: string;
  title: string;
  snippets: ReturnType<typeof useDocumentSnippets>;
  /** A citation opened the page at a snippet that is not in the file's text (any more). */
  citedMissing: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('dataLibrary');
  let body: ReactNode;
  if (snippets.isLoading) body = <Spinner />;
  else if (snippets.failed)
    body = (
      <div className="stack">
        <Alert tone="error">{t('document.snippetsFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={snippets.retry}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  else if (snippets.snippets.length === 0) body = <p className="muted">{t('document.noSnippets')}</p>;
  else body = children;

  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {/* There from the start, so that screen readers hear the note when it comes. */}
      <div role="status">{citedMissing && <p className="muted">{t('document.citedMissing')}</p>}</div>
      {body}
      {snippets.loadMoreFailed && <Alert tone="error">{t('document.snippetsFailed')}</Alert>}
      {snippets.hasMore && !snippets.failed && (
        <div>
          <Button variant="secondary" busy={snippets.loadingMore} onClick={snippets.loadMore}>
            {t('document.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** Says which snippet is the one a citation opened the page at (see useCitedSnippet). */
export function CitedSnippetLabel() {
  const { t } = useTranslation('dataLibrary');
  return <span className="cited-snippet__label">{t('document.citedPassage')}</span>;
}
