import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorStatus } from '../../../lib/api-errors';
import { useAppDispatch } from '../../../lib/hooks';
import { downloadOriginalFile } from '../api/file-transfer';
import type { DocumentDetail } from '../api/types';
import { useFollowedDocument } from '../hooks/use-followed-document';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import { DocumentText } from './DocumentText';
import { RefusalMessage } from './RefusalMessage';
import { SalesRecords } from './SalesRecords';
import { SalesSummary } from './SalesSummary';
import { StatusBadge } from './StatusBadge';
import { SurveyColumnEditor } from './SurveyColumnEditor';
import { SurveyPreview } from './SurveyPreview';
import { TranscriptTurns } from './TranscriptTurns';
import { formatTimestamp, useFormatters } from './format';
import { LIBRARY_PATH } from './paths';
import './data-library.css';

/** /settings/data-library/documents/{documentId}: one file, what was read from it, its survey columns or its sales records. */
export function DocumentPage() {
  const { t } = useTranslation('dataLibrary');
  const { documentId = '' } = useParams();
  const document = useFollowedDocument(documentId);

  if (document.isLoading) return <Spinner />;
  if (errorStatus(document.error) === 404) {
    return (
      <section className="empty-state empty-state--page" aria-labelledby="document-not-found">
        <h1 id="document-not-found">{t('document.notFoundTitle')}</h1>
        <p>{t('document.notFoundBody')}</p>
        <Link className="btn btn--primary" to={LIBRARY_PATH}>
          {t('document.backToLibrary')}
        </Link>
      </section>
    );
  }
  if (!document.data) {
    return (
      <div className="stack">
        <Alert tone="error">{t('document.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void document.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <DocumentView document={document.data} />;
}

function DocumentView({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation('dataLibrary');
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    const downloaded = await dispatch(downloadOriginalFile(document.document_id, document.file_name));
    setDownloading(false);
    setDownloadFailed(!downloaded);
  };

  const facts: Array<[string, string]> = [
    [t('document.facts.kind'), `${t(`kinds.${document.kind}`)} · ${document.format.toUpperCase()}`],
    [t('document.facts.uploadedOn'), format.dateTime(document.uploaded_on) ?? '—'],
    [t('document.facts.uploadedBy'), document.uploaded_by.name],
    [t('document.facts.size'), format.size(document.size)],
  ];
  // Sales data is read into records, never into snippets: its accounts are in its summary instead.
  if (document.kind !== 'sales') facts.push([t('document.facts.snippets'), format.number(document.snippets)]);
  if (document.pages !== null) facts.push([t('document.facts.pages'), format.number(document.pages)]);
  if (document.speakers !== null) facts.push([t('document.facts.speakers'), format.number(document.speakers)]);
  if (document.respondents !== null) facts.push([t('document.facts.respondents'), format.number(document.respondents)]);
  if (document.duration !== null) facts.push([t('document.facts.duration'), formatTimestamp(document.duration)]);

  return (
    <div className="stack stack--loose">
      <Link className="back-link" to={LIBRARY_PATH}>
        {t('document.backToLibrary')}
      </Link>
      <header className="document-header">
        <div className="document-header__title">
          <h1>{document.file_name}</h1>
          <StatusBadge status={document.status} />
        </div>
        <div className="document-header__actions">
          <Button variant="secondary" busy={downloading} onClick={() => void download()}>
            {t('document.download')}
          </Button>
          <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
            {t('document.delete')}
          </Button>
        </div>
      </header>
      {downloadFailed && <Alert tone="error">{t('document.downloadFailed')}</Alert>}

      <dl className="document-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="document-facts__item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      {document.status === 'processing' && (
        <div className="extracting" role="status">
          <span className="status-badge__spinner" aria-hidden="true" />
          <div>
            <p className="extracting__title">{t('document.extractingTitle')}</p>
            <p className="muted">{t('document.extractingBody')}</p>
          </div>
        </div>
      )}
      {document.status === 'failed' && (
        <Alert tone="error">
          <RefusalMessage refusal={{ code: document.error_code, message: document.error_message }} fallbackKey="dataLibrary:readFailed" />
        </Alert>
      )}

      {document.notes.length > 0 && (
        <section className="panel" aria-labelledby="document-notes-title">
          <h2 id="document-notes-title">{t('document.notesTitle')}</h2>
          <ul className="document-notes">
            {document.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      )}

      {document.status === 'ready' && document.kind === 'transcript' && <TranscriptTurns document={document} />}
      {document.status === 'ready' && document.kind === 'survey' && (
        <>
          <SurveyColumnEditor documentId={document.document_id} columns={document.survey_columns} />
          <SurveyPreview documentId={document.document_id} />
        </>
      )}
      {document.status === 'ready' && document.kind === 'document' && <DocumentText document={document} />}
      {document.status === 'ready' && document.kind === 'sales' && (
        <>
          {document.sales && <SalesSummary summary={document.sales} />}
          <SalesRecords documentId={document.document_id} />
        </>
      )}

      <DeleteDocumentDialog
        document={confirmingDelete ? document : null}
        onClose={() => setConfirmingDelete(false)}
        onDeleted={(name) => void navigate(LIBRARY_PATH, { state: { deleted: name } })}
      />
    </div>
  );
}
