import { useTranslation } from 'react-i18next';
import { describeRefusal, type Refusal } from './upload-rules';

/**
 * Why a file was refused or could not be read, the same wherever a failure shows (the library's
 * row, the document page, the upload dialog): the sentence in the interface language, then, when
 * the server's message names particulars (a limit, a line), that message on a "Details" line of
 * its own. The server speaks English, and says so to screen readers. Phrasing content only, so it
 * fits in a paragraph.
 */
export function RefusalMessage({ refusal, fallbackKey }: { refusal: Refusal; fallbackKey: string }) {
  const { t } = useTranslation('dataLibrary');
  const { text, details } = describeRefusal(t, refusal, fallbackKey);
  return (
    <>
      <span className="refusal__text">{text}</span>
      {details && (
        <span className="refusal__details">
          {t('refusalDetails')}{' '}
          <span lang="en" className="refusal__server-message">
            {details}
          </span>
        </span>
      )}
    </>
  );
}
