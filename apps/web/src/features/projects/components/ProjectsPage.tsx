import { useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { serverErrorText } from '../../../lib/api-errors';
import { useFormatters } from '../../../lib/format';
import { useListProjectPagesInfiniteQuery, useUpdateProjectStatusMutation } from '../api/projects-api';
import type { Product, ProjectStatus } from '../api/types';
import { createProjectPath, projectPath } from './paths';
import './projects.css';

export const PROJECTS_PAGE_SIZE = 20;
const FILTERS = ['live', 'archived', 'all'] as const;
type Filter = (typeof FILTERS)[number];
const STATUS_OF: Record<Filter, ProjectStatus | undefined> = { live: 'Live', archived: 'Archived', all: undefined };

const isFilter = (value: string | null): value is Filter => FILTERS.includes(value as Filter);

type Notice = { tone: 'success' | 'error'; text: string };

/** /customer/{namespace}/projects: Your Projects, filtered by Live, Archived or All, a page at a time. */
export function ProjectsPage() {
  const { t } = useTranslation('projects');
  const { namespace = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const filter: Filter = isFilter(statusParam) ? statusParam : 'live';
  const list = useListProjectPagesInfiniteQuery({ customer: namespace, status: STATUS_OF[filter], page_size: PROJECTS_PAGE_SIZE });
  const [updateStatus] = useUpdateProjectStatusMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const projects = list.data?.pages.flatMap((page) => page.products) ?? [];
  const title = filter === 'archived' ? t('list.archiveTitle') : t('list.title');

  const choose = (next: Filter) => {
    setNotice(null);
    setParams(next === 'live' ? {} : { status: next }, { replace: true });
  };

  const toggleArchive = async (project: Product) => {
    const archiving = project.status === 'Live';
    setPending(project.product_id);
    setNotice(null);
    try {
      await updateStatus({ productId: project.product_id, status: archiving ? 'Archived' : 'Live' }).unwrap();
      setNotice({ tone: 'success', text: t(archiving ? 'list.archived' : 'list.unarchived', { name: project.name }) });
    } catch (error) {
      const detail = serverErrorText(error as Parameters<typeof serverErrorText>[0]);
      setNotice({
        tone: 'error',
        text: t(archiving ? 'list.archiveFailed' : 'list.unarchiveFailed', { name: project.name }) + (detail ? ` ${detail}` : ''),
      });
    } finally {
      setPending(null);
      // The row may leave this view: the outcome takes the focus instead.
      requestAnimationFrame(() => noticeRef.current?.focus());
    }
  };

  let content;
  if (list.isLoading) {
    content = <Spinner />;
  } else if (list.isError && !list.data) {
    content = (
      <div className="stack">
        <Alert tone="error">{t('list.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (projects.length === 0) {
    content = (
      <div className="empty-state">
        <svg className="empty-state__icon" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <rect x="6" y="12" width="36" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M6 18h36M16 8h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <h2>{t(`list.empty.${filter}.title`)}</h2>
        <p>{t(`list.empty.${filter}.body`)}</p>
        {filter !== 'archived' && (
          <Link className="btn btn--primary" to={createProjectPath(namespace)}>
            {t('list.create')}
          </Link>
        )}
      </div>
    );
  } else {
    content = (
      <>
        <ul className="project-list" aria-busy={list.isFetching || undefined}>
          {projects.map((project) => (
            <ProjectRow
              key={project.product_id}
              project={project}
              namespace={namespace}
              busy={pending === project.product_id}
              onToggleArchive={() => void toggleArchive(project)}
            />
          ))}
        </ul>
        {list.hasNextPage && (
          <div className="project-list__more">
            <Button variant="secondary" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('list.loadMore')}
            </Button>
          </div>
        )}
        {list.isFetchNextPageError && <Alert tone="error">{t('list.loadMoreFailed')}</Alert>}
      </>
    );
  }

  return (
    <div className="stack stack--loose projects-page">
      <header className="projects-header">
        <div>
          <h1>{title}</h1>
          <p className="muted">{t('list.subtitle')}</p>
        </div>
        <Link className="btn btn--primary" to={createProjectPath(namespace)}>
          {t('list.create')}
        </Link>
      </header>
      <div className="segmented" role="group" aria-label={t('list.filterLabel')}>
        {FILTERS.map((value) => (
          <button key={value} type="button" className="segmented__option" aria-pressed={filter === value} onClick={() => choose(value)}>
            {t(`list.filters.${value}`)}
          </button>
        ))}
      </div>
      <div ref={noticeRef} tabIndex={-1} className="projects-notice">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </div>
      <section className="panel" aria-label={title}>
        {content}
      </section>
    </div>
  );
}

function ProjectRow({
  project,
  namespace,
  busy,
  onToggleArchive,
}: {
  project: Product;
  namespace: string;
  busy: boolean;
  onToggleArchive: () => void;
}) {
  const { t } = useTranslation('projects');
  const format = useFormatters();
  const archived = project.status === 'Archived';
  const analysing = project.analysis?.status === 'queued' || project.analysis?.status === 'running';
  return (
    <li className="project-row">
      <div className="project-row__main">
        <h2 className="project-row__name">
          <Link to={projectPath(namespace, project.product_id)}>{project.name || t('list.untitled')}</Link>
        </h2>
        <div className="project-row__badges">
          <span className="badge">{t(`types.${project.type}.name`)}</span>
          {archived && <span className="badge badge--muted">{t('list.archivedBadge')}</span>}
          {analysing && <span className="badge badge--info">{t('list.analysingBadge')}</span>}
          {project.analysis?.status === 'failed' && <span className="badge badge--danger">{t('list.failedBadge')}</span>}
        </div>
        {project.description && <p className="project-row__description">{project.description}</p>}
        <p className="project-row__meta muted">
          <span>{t('list.created', { date: format.date(project.created_at) ?? '' })}</span>
          <span>{t('list.insights', { value: format.number(project.insight_count) })}</span>
          <span>{t('list.sources', { value: format.number(project.document_count) })}</span>
        </p>
      </div>
      <div className="project-row__actions">
        <Button
          variant="secondary"
          busy={busy}
          aria-label={t(archived ? 'list.unarchiveOf' : 'list.archiveOf', { name: project.name })}
          onClick={onToggleArchive}
        >
          {t(archived ? 'list.unarchive' : 'list.archive')}
        </Button>
      </div>
    </li>
  );
}
