import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WRITEUP_KINDS } from '../../features/writeups/api/types';
import { autoBuildPath, writeupPath } from '../../features/writeups/paths';
import '../../features/writeups/components/writeups.css';

/** The project page's way to its documents: each one, and building all three. */
export function DocumentsEntry({ namespace, productId }: { namespace: string; productId: string }) {
  const { t } = useTranslation('writeups');
  return (
    <section className="panel writeup-entry" aria-labelledby="writeup-entry-title">
      <div className="panel__header">
        <h2 id="writeup-entry-title">{t('entry.title')}</h2>
      </div>
      <p className="muted">{t('entry.intro')}</p>
      <ul className="writeup-entry__links">
        {WRITEUP_KINDS.map((kind) => (
          <li key={kind}>
            <Link className="btn btn--secondary" to={writeupPath(namespace, kind, productId)}>
              {t(`kinds.${kind}`)}
            </Link>
          </li>
        ))}
        <li>
          <Link className="btn btn--primary" to={autoBuildPath(namespace, productId)}>
            {t('entry.autoBuild')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
