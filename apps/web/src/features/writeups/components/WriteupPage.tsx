import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorStatus } from '../../../lib/api-errors';
import { useGenerateWriteupMutation, useGetWriteupQuery, writeupsApi } from '../api/writeups-api';
import type { Writeup, WriteupKind, WriteupRef } from '../api/types';
import { markdownFileName, writeupMarkdown } from '../markdown';
import { autoBuildPath, generatePath, productPath } from '../paths';
import { useDateTime } from '../../../lib/format';
import { requestErrorText } from './request-errors';
import { RefineWriteupDialog } from './RefineWriteupDialog';
import { StaleBanner } from './StaleBanner';
import { VersionHistory } from './VersionHistory';
import { WriteupBody } from './WriteupBody';
import { WriteupEditor } from './WriteupEditor';
import { WriteupProgress } from './WriteupProgress';
import './writeups.css';

/** How often a generation under way is checked besides live updates (an update can arrive before its entry listens). */
export const WRITEUP_POLL_MS = 2000;

/** The document, checked every 2 s while it is being generated. */
function useFollowedWriteup(ref: WriteupRef) {
  const generating = writeupsApi.endpoints.getWriteup.useQueryState(ref).data?.status === 'generating';
  return useGetWriteupQuery(ref, { pollingInterval: generating ? WRITEUP_POLL_MS : 0 });
}

/** /customer/{namespace}/brief|prd|value-prop/{productId}: one of the project's generated documents. */
export function WriteupPage({ kind }: { kind: WriteupKind }) {
  const { t } = useTranslation('writeups');
  const { namespace = '', productId = '' } = useParams();
  const writeup = useFollowedWriteup({ productId, kind });

  if (writeup.isLoading) return <Spinner fullPage />;
  if (errorStatus(writeup.error) === 404)
    return <NotGenerated key={`${productId}.${kind}`} namespace={namespace} productId={productId} kind={kind} />;
  if (!writeup.data) {
    return (
      <div className="stack">
        <Link className="back-link" to={productPath(namespace, productId)}>
          {t('page.backToProject')}
        </Link>
        <Alert tone="error">{t('page.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void writeup.refetch()}>
            {t('page.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <WriteupView key={`${productId}.${kind}`} namespace={namespace} writeup={writeup.data} onReload={() => void writeup.refetch()} />;
}

/** Nothing asked for yet: the brief's questions, or a generation at once for the others. */
function NotGenerated({ namespace, productId, kind }: { namespace: string; productId: string; kind: WriteupKind }) {
  const { t } = useTranslation('writeups');
  const [generate, generating] = useGenerateWriteupMutation();
  const [error, setError] = useState<string | null>(null);
  const onGenerate = async () => {
    setError(null);
    try {
      await generate({ productId, kind, body: {} }).unwrap();
    } catch (failure) {
      setError(requestErrorText(failure, t));
    }
  };
  return (
    <div className="stack stack--loose writeup-page">
      <Link className="back-link" to={productPath(namespace, productId)}>
        {t('page.backToProject')}
      </Link>
      <section className="empty-state empty-state--page" aria-labelledby="writeup-empty">
        <h1 id="writeup-empty">{t(`page.empty.${kind}`)}</h1>
        <p>{t('page.empty.body')}</p>
        <div className="writeup-empty__actions">
          {kind === 'research_plan' ? (
            <Link className="btn btn--primary" to={generatePath(namespace, kind, productId)}>
              {t('page.empty.answerBrief')}
            </Link>
          ) : (
            <Button busy={generating.isLoading} onClick={() => void onGenerate()}>
              {t('page.empty.generate')}
            </Button>
          )}
          <Link className="btn btn--secondary" to={autoBuildPath(namespace, productId)}>
            {t('page.empty.autoBuild')}
          </Link>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
      </section>
    </div>
  );
}

function WriteupView({ namespace, writeup, onReload }: { namespace: string; writeup: Writeup; onReload: () => void }) {
  const { t } = useTranslation('writeups');
  const dateTime = useDateTime();
  const { product_id: productId, kind } = writeup;
  const [generate, generating] = useGenerateWriteupMutation();
  const [editing, setEditing] = useState(false);
  const [refineOpen, setRefineOpen] = useState(false);
  // A notice about a generation asked for lasts until the version it replaces is gone.
  const [notice, setNoticeState] = useState<{ text: string; whileVersion?: number } | null>(null);
  const setNotice = (text: string | null, whileVersion?: number) => setNoticeState(text ? { text, whileVersion } : null);
  const shownNotice = notice && (notice.whileVersion === undefined || notice.whileVersion === writeup.version) ? notice.text : null;
  const [actionError, setActionError] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNotice = () => requestAnimationFrame(() => noticeRef.current?.focus());

  const busy = writeup.status === 'generating';
  const hasVersion = writeup.version > 0;
  const heading = (key: string) => t(`sections.${key}`, { defaultValue: key });

  /** Asks for a generation: null once asked, else why it could not be. */
  const request = async (body: { prompt?: string }) => {
    setActionError(null);
    setNotice(null);
    try {
      await generate({ productId, kind, body }).unwrap();
      return null;
    } catch (failure) {
      return requestErrorText(failure, t);
    }
  };
  const refresh = async () => {
    const error = await request({});
    if (error) {
      setActionError(error);
      focusNotice();
    }
  };

  const downloadMarkdown = () => {
    const markdown = writeupMarkdown(writeup, { heading, sources: t('page.sources') });
    const url = URL.createObjectURL(new Blob([markdown], { type: 'text/markdown;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = markdownFileName(writeup.title, kind);
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <article className="stack stack--loose writeup-page" aria-labelledby="writeup-title">
      <Link className="back-link writeup-noprint" to={productPath(namespace, productId)}>
        {t('page.backToProject')}
      </Link>
      <header className="writeup-header">
        <p className="writeup-header__kind">{t(`kinds.${kind}`)}</p>
        <h1 id="writeup-title">{writeup.title || t(`kinds.${kind}`)}</h1>
        {hasVersion && (
          <p className="muted writeup-header__meta">
            {t('page.updatedAt', { version: writeup.version, date: dateTime(writeup.updated_at) })}
          </p>
        )}
      </header>

      {hasVersion && !editing && (
        <div className="writeup-toolbar writeup-noprint" role="group" aria-label={t('page.actions')}>
          <Button variant="secondary" disabled={busy} onClick={() => setRefineOpen(true)}>
            {t('page.refine')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setNotice(null);
              setActionError(null);
              setEditing(true);
            }}
          >
            {t('page.edit')}
          </Button>
          <Button variant="secondary" onClick={downloadMarkdown}>
            {t('page.downloadMarkdown')}
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('page.print')}
          </Button>
        </div>
      )}

      <div ref={noticeRef} tabIndex={-1} className="writeup-notices writeup-noprint">
        {shownNotice && <Alert tone="success">{shownNotice}</Alert>}
        {actionError && <Alert tone="error">{actionError}</Alert>}
      </div>

      {busy && (
        <div className="writeup-noprint">
          <WriteupProgress generation={writeup.generation} note={hasVersion ? t('page.progressNote') : undefined} />
        </div>
      )}

      {writeup.status === 'failed' && (
        <div className="writeup-failed writeup-noprint">
          <Alert tone="error">
            <p className="writeup-failed__title">{t(`page.failed.${kind}`)}</p>
            {writeup.generation?.error_message && (
              <p className="writeup-failed__detail">
                {t('page.failed.details')} <span lang="en">{writeup.generation.error_message}</span>
              </p>
            )}
          </Alert>
          <div>
            <Button variant="secondary" busy={generating.isLoading} onClick={() => void refresh()}>
              {t('page.failed.retry')}
            </Button>
          </div>
        </div>
      )}

      {hasVersion && writeup.stale && !busy && (
        <StaleBanner writeup={writeup} refreshing={generating.isLoading} onRefresh={() => void refresh()} />
      )}

      {hasVersion && <ModeNote writeup={writeup} />}

      {hasVersion &&
        (editing ? (
          <WriteupEditor
            writeup={writeup}
            onCancel={() => setEditing(false)}
            onSaved={(message) => {
              setEditing(false);
              setNotice(message);
              focusNotice();
            }}
            onReload={() => {
              setEditing(false);
              onReload();
            }}
          />
        ) : (
          <WriteupBody namespace={namespace} writeup={writeup} />
        ))}

      {hasVersion && <VersionHistory document={{ productId, kind }} versions={writeup.versions} />}

      <RefineWriteupDialog
        open={refineOpen}
        onClose={() => setRefineOpen(false)}
        onRefine={async (prompt) => {
          const error = await request({ prompt });
          if (!error) {
            setRefineOpen(false);
            setNotice(t('refine.started'), writeup.version);
            focusNotice();
          }
          return error;
        }}
        busy={generating.isLoading}
      />
    </article>
  );
}

/** How the wording was made: offline from the data, by the model, or offline because the model failed. */
function ModeNote({ writeup }: { writeup: Writeup }) {
  const { t } = useTranslation('writeups');
  if (writeup.problems.length > 0) {
    return (
      <div className="writeup-mode writeup-mode--warning">
        <p>{t('page.offline')}</p>
        <p className="muted">{t('page.problems')}</p>
        <ul lang="en">
          {writeup.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    );
  }
  return writeup.mode === 'model' ? <p className="muted writeup-mode">{t('page.model')}</p> : null;
}
