import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useListTranscriptsQuery } from '../api/documents-api';
import type { TranscriptListItem } from '../api/types';
import { Pagination } from './Pagination';
import { StatusBadge } from './StatusBadge';
import { formatTimestamp, useFormatters } from './format';
import { documentPath, LIBRARY_PATH } from './paths';
import './data-library.css';

const TRANSCRIPTS_PAGE_SIZE = 20;

/** /settings/data-library/transcripts: every transcript of the organisation, whoever brought it in. */
export function TranscriptHubPage() {
  const { t } = useTranslation('dataLibrary');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useListTranscriptsQuery({ page, page_size: TRANSCRIPTS_PAGE_SIZE });
  const transcripts = list.data?.transcripts ?? [];

  let content;
  if (list.isLoading) content = <Spinner />;
  else if (list.isError && !list.data)
    content = (
      <div className="stack">
        <Alert tone="error">{t('transcripts.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  else if (transcripts.length === 0)
    content = (
      <div className="empty-state">
        <h2>{t('transcripts.empty')}</h2>
        <p>{t('transcripts.emptyBody')}</p>
        <Link className="btn btn--secondary" to={LIBRARY_PATH}>
          {t('document.backToLibrary')}
        </Link>
      </div>
    );
  else content = <TranscriptsTable transcripts={transcripts} busy={list.isFetching} />;

  return (
    <div className="stack stack--loose">
      <Link className="back-link" to={LIBRARY_PATH}>
        {t('document.backToLibrary')}
      </Link>
      <header>
        <h1>{t('transcripts.title')}</h1>
        <p className="muted">{t('transcripts.subtitle')}</p>
      </header>
      <section className="panel" aria-label={t('transcripts.title')}>
        {content}
        {list.data && (
          <Pagination page={page} hasNext={list.data.has_next} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
        )}
      </section>
    </div>
  );
}

function TranscriptsTable({ transcripts, busy }: { transcripts: TranscriptListItem[]; busy: boolean }) {
  const { t } = useTranslation('dataLibrary');
  const format = useFormatters();
  const heads = {
    name: t('transcripts.columns.name'),
    speakers: t('transcripts.columns.speakers'),
    duration: t('transcripts.columns.duration'),
    date: t('transcripts.columns.date'),
    uploadedBy: t('transcripts.columns.uploadedBy'),
  };
  return (
    <table className="data-table" aria-busy={busy || undefined}>
      <caption className="visually-hidden">{t('transcripts.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{heads.name}</th>
          <th scope="col">{heads.speakers}</th>
          <th scope="col">{heads.duration}</th>
          <th scope="col">{heads.date}</th>
          <th scope="col">{heads.uploadedBy}</th>
        </tr>
      </thead>
      <tbody>
        {transcripts.map((transcript) => {
          const date = transcript.date ?? transcript.uploaded_on;
          return (
            <tr key={transcript.document_id}>
              <th scope="row" className="data-table__name">
                <Link to={documentPath(transcript.document_id)}>{transcript.file_name}</Link>
                {transcript.status !== 'ready' && (
                  <div>
                    <StatusBadge status={transcript.status} />
                  </div>
                )}
              </th>
              <td data-label={heads.speakers}>{transcript.speakers.length ? transcript.speakers.join(', ') : '—'}</td>
              <td data-label={heads.duration}>{transcript.duration !== null ? formatTimestamp(transcript.duration) : '—'}</td>
              <td data-label={heads.date}>
                <time dateTime={date}>{format.date(date) ?? '—'}</time>
              </td>
              <td data-label={heads.uploadedBy}>{transcript.uploaded_by.name}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
