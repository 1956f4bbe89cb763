import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import type { DocumentKind, DocumentListItem } from '../api/types';
import { useFollowedLibraryPage } from '../hooks/use-followed-document';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import { Pagination } from './Pagination';
import { QuickUploadDialog } from './QuickUploadDialog';
import { RefusalMessage } from './RefusalMessage';
import { StatusBadge } from './StatusBadge';
import { useFormatters } from './format';
import { documentPath, TRANSCRIPTS_PATH } from './paths';
import './data-library.css';

const LIBRARY_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;
const KINDS: readonly DocumentKind[] = ['document', 'transcript', 'survey', 'sales'];

const isKind = (value: string | null): value is DocumentKind => KINDS.includes(value as DocumentKind);

/** /settings/data-library: the organisation's files, searchable by name and kind, a page at a time. */
export function DataLibraryPage() {
  const { t } = useTranslation('dataLibrary');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const q = params.get('q') ?? '';
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;

  const [search, setSearch] = useState(q);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const [uploadOpen, setUploadOpen] = useState(false);
  const [toDelete, setToDelete] = useState<DocumentListItem | null>(null);
  // The document page sends the name of the file it has just deleted.
  const { state: arrival } = useLocation();
  const [deletedName, setDeletedName] = useState<string | null>((arrival as { deleted?: string } | null)?.deleted ?? null);

  const list = useFollowedLibraryPage({ page, page_size: LIBRARY_PAGE_SIZE, q: q.trim() || undefined, kind });

  /** Changes the filters (back to page 1) or the page, keeping the rest of the address. */
  const show = (change: { q?: string; kind?: string; page?: number }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ page: 1, ...change })) {
          if (value === '' || value === 1) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: change.page === undefined },
    );

  const onSearch = (value: string) => {
    setSearch(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => show({ q: value.trim() }), SEARCH_DEBOUNCE_MS);
  };

  const filtered = Boolean(q.trim() || kind);
  const documents = list.data?.documents ?? [];
  const emptyLibrary = list.isSuccess && documents.length === 0 && !filtered && page === 1;

  let content;
  if (list.isLoading) {
    content = <Spinner />;
  } else if (list.isError && !list.data) {
    content = (
      <div className="stack">
        <Alert tone="error">{t('library.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (emptyLibrary) {
    content = (
      <div className="empty-state">
        <svg className="empty-state__icon" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path
            d="M14 6h14l10 10v24a2 2 0 01-2 2H14a2 2 0 01-2-2V8a2 2 0 012-2zM28 6v10h10M18 26h12M18 32h8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </svg>
        <h2>{t('library.emptyTitle')}</h2>
        <p>{t('library.emptyBody')}</p>
        <Button onClick={() => setUploadOpen(true)}>{t('library.upload')}</Button>
      </div>
    );
  } else if (documents.length === 0) {
    content = <p className="library__none">{t('library.noMatch')}</p>;
  } else {
    content = <DocumentsTable documents={documents} busy={list.isFetching} onDelete={setToDelete} />;
  }

  return (
    <div className="stack stack--loose">
      <header className="library-header">
        <div>
          <h1>{t('library.title')}</h1>
          <p className="muted">{t('library.subtitle')}</p>
        </div>
        <div className="library-header__actions">
          <Link className="btn btn--secondary" to={TRANSCRIPTS_PATH}>
            {t('library.transcriptHub')}
          </Link>
          <Button onClick={() => setUploadOpen(true)}>{t('library.upload')}</Button>
        </div>
      </header>

      {deletedName && <Alert tone="success">{t('delete.done', { name: deletedName })}</Alert>}

      <section className="panel" aria-labelledby="library-files-title">
        <h2 id="library-files-title" className="visually-hidden">
          {t('library.filesTitle')}
        </h2>
        {!emptyLibrary && (
          <div className="library-filters" role="search" aria-label={t('library.searchLabel')}>
            <TextField
              label={t('library.search')}
              type="search"
              name="q"
              autoComplete="off"
              value={search}
              onChange={(event) => onSearch(event.target.value)}
            />
            <SelectField
              label={t('library.kind')}
              name="kind"
              value={kind ?? ''}
              options={[{ value: '', label: t('library.allKinds') }, ...KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))]}
              onChange={(event) => show({ kind: event.target.value })}
            />
          </div>
        )}
        {content}
        {list.data && <Pagination page={page} hasNext={list.data.has_next} onPage={(next) => show({ page: next })} />}
      </section>

      <QuickUploadDialog open={uploadOpen} onClose={() => setUploadOpen(false)} />
      <DeleteDocumentDialog
        document={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(name) => {
          setToDelete(null);
          setDeletedName(name);
        }}
      />
    </div>
  );
}

function DocumentsTable({
  documents,
  busy,
  onDelete,
}: {
  documents: DocumentListItem[];
  busy: boolean;
  onDelete: (document: DocumentListItem) => void;
}) {
  const { t } = useTranslation('dataLibrary');
  const format = useFormatters();
  const columns = {
    name: t('library.columns.name'),
    kind: t('library.columns.kind'),
    uploadedOn: t('library.columns.uploadedOn'),
    uploadedBy: t('library.columns.uploadedBy'),
    status: t('library.columns.status'),
    snippets: t('library.columns.snippets'),
    actions: t('library.columns.actions'),
  };
  return (
    <table className="data-table" aria-busy={busy || undefined}>
      <caption className="visually-hidden">{t('library.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.name}</th>
          <th scope="col">{columns.kind}</th>
          <th scope="col">{columns.uploadedOn}</th>
          <th scope="col">{columns.uploadedBy}</th>
          <th scope="col">{columns.status}</th>
          <th scope="col" className="data-table__number">
            {columns.snippets}
          </th>
          <th scope="col">
            <span className="visually-hidden">{columns.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => (
          <tr key={document.document_id}>
            <th scope="row" className="data-table__name">
              <Link to={documentPath(document.document_id)}>{document.file_name}</Link>
            </th>
            <td data-label={columns.kind} className="data-table__kind">
              {t(`kinds.${document.kind}`)} <span className="muted">· {document.format.toUpperCase()}</span>
            </td>
            <td data-label={columns.uploadedOn}>
              <time dateTime={document.uploaded_on}>{format.date(document.uploaded_on)}</time>
            </td>
            <td data-label={columns.uploadedBy}>{document.uploaded_by.name}</td>
            <td data-label={columns.status}>
              <StatusBadge status={document.status} />
              {document.status === 'failed' && (
                <p className="data-table__problem">
                  <RefusalMessage
                    refusal={{ code: document.error_code, message: document.error_message }}
                    fallbackKey="dataLibrary:readFailed"
                  />
                </p>
              )}
            </td>
            <td data-label={columns.snippets} className="data-table__number">
              {/* Sales data is read into records (accounts and revenue), never into snippets. */}
              {document.kind === 'sales' ? '—' : format.number(document.snippets)}
            </td>
            <td className="data-table__actions">
              <Button variant="danger" aria-label={t('library.deleteOf', { name: document.file_name })} onClick={() => onDelete(document)}>
                {t('library.delete')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
