import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Writeup } from '../api/types';
import { citationNumbers } from '../markdown';
import { citationPath } from '../paths';

/** The sections, each paragraph with its citations as links, then the numbered sources. */
export function WriteupBody({ namespace, writeup }: { namespace: string; writeup: Writeup }) {
  const { t } = useTranslation('writeups');
  const sourceOf = (number: number) => writeup.sources.find((source) => source.number === number)!;
  return (
    <div className="writeup-body">
      {writeup.sections.map((section) => (
        <section key={section.key} className="writeup-section" aria-labelledby={`section-${section.key}`}>
          <h2 id={`section-${section.key}`}>{t(`sections.${section.key}`, { defaultValue: section.key })}</h2>
          {section.blocks.map((block) => {
            const numbers = citationNumbers(writeup, block.citations);
            return (
              <p key={block.id} className="writeup-paragraph">
                {block.text}{' '}
                <span className="writeup-cites">
                  {numbers.map((number, index) => {
                    const source = sourceOf(number);
                    return (
                      <span key={number}>
                        {index > 0 && ' '}
                        <Link
                          className="writeup-cite"
                          to={citationPath(namespace, source.recommendation_id, source.snippet_id)}
                          aria-label={t('page.citation', { number })}
                        >
                          [{number}]
                        </Link>
                      </span>
                    );
                  })}
                </span>
              </p>
            );
          })}
        </section>
      ))}
      {writeup.sources.length > 0 && (
        <section className="writeup-sources" aria-labelledby="writeup-sources-title">
          <h2 id="writeup-sources-title">{t('page.sources')}</h2>
          <ol className="writeup-sources__list">
            {writeup.sources.map((source) => (
              <li key={source.number} value={source.number} id={`source-${source.number}`}>
                <Link to={citationPath(namespace, source.recommendation_id, source.snippet_id)} className="writeup-sources__title">
                  {source.title}
                </Link>
                {source.text ? (
                  <blockquote className="writeup-sources__quote">{source.text}</blockquote>
                ) : (
                  <p className="muted writeup-sources__note">{source.snippet_id ? t('page.quoteGone') : t('page.wholeInsight')}</p>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
