import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { libraryDocumentPath } from '../../../lib/library-paths';
import { excerpt } from './format';

/**
 * A quote's way to its source: the Data Library's page of its file, which marks the quote there
 * (?snippet=). Its name says the file and the quote, so that no two quotes' links sound alike.
 */
export function OpenInFileLink({
  snippetId,
  documentId,
  fileName,
  text,
}: {
  snippetId: string;
  documentId: string;
  /** Unknown while the snippet's context loads, or once its file is gone. */
  fileName: string | undefined;
  text: string;
}) {
  const { t } = useTranslation('insights');
  if (!documentId) return null;
  const file = fileName ?? t('source.itsFile');
  return (
    <Link
      className="open-in-file"
      to={`${libraryDocumentPath(documentId)}?snippet=${encodeURIComponent(snippetId)}`}
      aria-label={t('source.openLabel', { file, text: excerpt(text) })}
    >
      {t('source.open', { file })}
    </Link>
  );
}
