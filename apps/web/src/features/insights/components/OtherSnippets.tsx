import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProjectOtherSnippetsQuery } from '../api/insights-api';
import type { ProjectOther } from '../api/types';
import { OpenInFileLink } from './OpenInFileLink';
import { SnippetContext } from './SnippetContext';

/**
 * The latest analysis' "Other": snippets of themes too small to rank, shown apart below the ranked
 * insights, collapsed until asked for, never numbered or ranked. Nothing at all when it is empty.
 */
export function OtherSnippets({ productId, other }: { productId: string; other: ProjectOther | null | undefined }) {
  const { t } = useTranslation('insights');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const headingId = useId();
  const empty = !other || other.count === 0;
  // Where each snippet was said, read from its document once the person opens the bucket.
  const contexts = useGetProjectOtherSnippetsQuery(productId, { skip: !open || empty });
  if (empty) return null;
  const byId = new Map((contexts.data?.snippets ?? []).map((snippet) => [snippet.snippet_id, snippet]));
  const title = other.count === 1 ? t('other.titleOne') : t('other.titleMany', { count: other.count });
  return (
    <section className="panel other-snippets" aria-labelledby={headingId}>
      <h2 id={headingId} className="other-snippets__heading">
        <button
          type="button"
          className="other-snippets__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <svg className="other-snippets__chevron" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {title}
        </button>
      </h2>
      <p className="muted other-snippets__why">{t('other.why', { min: other.min_theme_snippets })}</p>
      <div id={listId} hidden={!open}>
        {open && (
          <>
            <ul className="quotes other-snippets__list">
              {other.snippets.map((snippet) => {
                const context = byId.get(snippet.snippet_id);
                return (
                  <li key={snippet.snippet_id}>
                    <figure className="quote quote--plain">
                      <blockquote>{snippet.text}</blockquote>
                      <figcaption>
                        {context ? (
                          <SnippetContext snippet={context} />
                        ) : (
                          <span className="snippet-context__file">{snippet.file_name}</span>
                        )}
                        <OpenInFileLink
                          snippetId={snippet.snippet_id}
                          documentId={snippet.document_id}
                          fileName={snippet.file_name}
                          text={snippet.text}
                        />
                      </figcaption>
                    </figure>
                  </li>
                );
              })}
            </ul>
            {other.snippets.length < other.count && (
              <p className="muted other-snippets__more">{t('other.firstOf', { shown: other.snippets.length, count: other.count })}</p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
