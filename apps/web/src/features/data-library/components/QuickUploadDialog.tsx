import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Link, useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';
import { Button } from '../../../components/ui/Button';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import type { DocumentDetail } from '../api/types';
import { useFollowedDocument } from '../hooks/use-followed-document';
import { isActive, useUploadQueue, type UploadItem } from '../hooks/use-upload-queue';
import { useFormatters } from './format';
import { ACCEPT_ATTRIBUTE, SALES_ACCEPT_ATTRIBUTE, type Refusal } from './upload-rules';
import { RefusalMessage } from './RefusalMessage';
import { documentPath, LIBRARY_PATH } from './paths';
import './data-library.css';

export interface QuickUploadDialogProps {
  open: boolean;
  onClose: () => void;
  /** Offers the way to the Data Library once the uploads are done (when opened from elsewhere). */
  offerLibraryLink?: boolean;
}

/**
 * The quick-upload dialog: files dropped or chosen go up a few at a time, each with its progress,
 * then the server reads them ("Extracting…") until they are ready or refused. Closing while files
 * are still travelling (or leaving the page) asks first, and stops them: files already sent are
 * read all the same.
 */
export function QuickUploadDialog({ open, onClose, offerLibraryLink = false }: QuickUploadDialogProps) {
  const { t } = useTranslation('dataLibrary');
  const { items, queue } = useUploadQueue({ quickUpload: true });
  const inputRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  // Files travel as soon as they are chosen, so the mark is set first and applies to the files
  // chosen or dropped while it is on; a table is a survey unless it is marked (the format alone
  // cannot tell a CRM export from a survey).
  const [asSales, setAsSales] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const travelling = items.filter(isActive).length;
  // Leaving the page would stop the transfers too: it asks the same question first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => queue.travelling() > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';
  const askingToStop = (confirmingClose || blocked) && travelling > 0;

  useEffect(() => {
    if (askingToStop) confirmRef.current?.querySelector('button')?.focus();
  }, [askingToStop]);

  // Nothing travels any more (the files finished, or were stopped): the blocked navigation goes on.
  useEffect(() => {
    if (blocked && travelling === 0) blocker.proceed?.();
  }, [blocked, travelling, blocker]);

  useEffect(() => {
    if (travelling === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [travelling]);

  const close = () => {
    queue.clear();
    setConfirmingClose(false);
    // A blocked navigation goes on by itself once nothing travels (the effect above).
    if (!blocked) onClose();
  };
  const keepUploading = () => {
    setConfirmingClose(false);
    blocker.reset?.();
  };
  const requestClose = () => (travelling > 0 ? setConfirmingClose(true) : close());

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const dragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    queue.add(Array.from(event.dataTransfer.files), { sales: asSales });
  };

  const finished = items.length > 0 && travelling === 0;
  return (
    <Dialog open={open} onClose={requestClose} title={t('upload.title')} description={t('upload.description')}>
      <div className="quick-upload">
        {/* Before the files in reading and tab order: it applies to the files chosen after it. */}
        <div className="quick-upload__sales">
          <CheckboxField
            label={t('upload.asSales')}
            description={t('upload.asSalesHint')}
            checked={asSales}
            onChange={(event) => setAsSales(event.target.checked)}
          />
        </div>
        <div
          className={dragging ? 'dropzone is-dragging' : 'dropzone'}
          onDragEnter={dragOver}
          onDragOver={dragOver}
          onDragLeave={dragLeave}
          onDrop={drop}
        >
          <svg className="dropzone__icon" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
            <path
              d="M20 26V8m0 0l-7 7m7-7l7 7M8 26v4a3 3 0 003 3h18a3 3 0 003-3v-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <p className="dropzone__title">{t('upload.dropHere')}</p>
          <Button variant="secondary" onClick={() => inputRef.current?.click()}>
            {t('upload.choose')}
          </Button>
          <p className="dropzone__formats">{asSales ? t('upload.salesFormats') : t('upload.formats')}</p>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={asSales ? SALES_ACCEPT_ATTRIBUTE : ACCEPT_ATTRIBUTE}
            hidden
            aria-label={t('upload.choose')}
            onChange={(event) => {
              queue.add(Array.from(event.target.files ?? []), { sales: asSales });
              // The same file can be chosen again after a refusal.
              event.target.value = '';
            }}
          />
        </div>

        {items.length > 0 && (
          <ul className="upload-list" aria-label={t('upload.listLabel')}>
            {items.map((item) => (
              <UploadRow key={item.id} item={item} onCancel={() => queue.cancel(item.id)} />
            ))}
          </ul>
        )}

        {askingToStop ? (
          <div ref={confirmRef} className="upload-confirm" role="group" aria-labelledby="upload-confirm-text">
            <p id="upload-confirm-text">{t('upload.confirmClose', { count: travelling })}</p>
            <div className="dialog__actions">
              <Button variant="secondary" onClick={keepUploading}>
                {t('upload.keepUploading')}
              </Button>
              <Button variant="danger" onClick={close}>
                {t('upload.stopAndClose')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="dialog__actions">
            {offerLibraryLink && finished && (
              <Link className="btn btn--ghost" to={LIBRARY_PATH} onClick={close}>
                {t('upload.openLibrary')}
              </Link>
            )}
            <Button variant={finished ? 'primary' : 'secondary'} onClick={requestClose}>
              {finished ? t('upload.done') : travelling > 0 ? t('upload.stopUploads') : t('upload.dismiss')}
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}

type RowStage = 'waiting' | 'uploading' | 'extracting' | 'ready' | 'failed' | 'cancelled';

function rowStage(item: UploadItem, document: DocumentDetail | undefined): RowStage {
  if (item.stage !== 'uploaded') return item.stage;
  // The read model may not know the new document for a moment: it is being read all the same.
  if (document?.status === 'ready') return 'ready';
  if (document?.status === 'failed') return 'failed';
  return 'extracting';
}

function UploadRow({ item, onCancel }: { item: UploadItem; onCancel: () => void }) {
  const { t } = useTranslation('dataLibrary');
  const format = useFormatters();
  const { data: document } = useFollowedDocument(item.documentId ?? '', { skip: !item.documentId });
  const stage = rowStage(item, document);
  const percent = Math.round(item.progress * 100);
  const name = item.file.name;

  // Refused on its way (by this page or the server), or read and refused by the server.
  let problem: { refusal: Refusal; fallbackKey: string } | null = null;
  if (stage === 'failed') {
    problem =
      item.stage === 'failed'
        ? { refusal: item.refusal ?? { code: null, message: null }, fallbackKey: 'dataLibrary:upload.failed' }
        : {
            refusal: { code: document?.error_code ?? null, message: document?.error_message ?? null },
            fallbackKey: 'dataLibrary:readFailed',
          };
  }

  return (
    <li className={`upload-row upload-row--${stage}`}>
      <div className="upload-row__head">
        <span className="upload-row__name">{name}</span>
        {item.sales && <span className="badge upload-row__kind">{t('kinds.sales')}</span>}
        <span className="upload-row__size">{format.size(item.file.size)}</span>
      </div>
      {stage !== 'failed' && stage !== 'cancelled' && (
        <div
          className={stage === 'extracting' ? 'progress progress--working' : 'progress'}
          role="progressbar"
          aria-label={t('upload.progressOf', { name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="progress__bar" style={{ width: `${percent}%` }} />
        </div>
      )}
      <div className="upload-row__foot">
        {/* Only the changes of stage are announced, not every percent. */}
        <div className="upload-row__status" role="status">
          <p className="upload-row__stage">{t(`upload.stage.${stage}`)}</p>
          {problem && (
            <p className="upload-row__problem">
              <RefusalMessage refusal={problem.refusal} fallbackKey={problem.fallbackKey} />
            </p>
          )}
        </div>
        {stage === 'uploading' && (
          <span className="upload-row__percent" aria-hidden="true">
            {t('upload.percent', { percent })}
          </span>
        )}
        {isActive(item) && (
          <Button variant="ghost" className="upload-row__action" aria-label={t('upload.cancelOf', { name })} onClick={onCancel}>
            {t('upload.cancel')}
          </Button>
        )}
        {stage === 'ready' && item.documentId && (
          <Link className="upload-row__action" to={documentPath(item.documentId)} aria-label={t('upload.openOf', { name })}>
            {t('upload.open')}
          </Link>
        )}
      </div>
    </li>
  );
}
