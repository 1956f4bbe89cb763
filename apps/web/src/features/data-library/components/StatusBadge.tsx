import { useTranslation } from 'react-i18next';
import type { DocumentStatus } from '../api/types';

/** The status in words, with a mark beside it: colour is never the only sign. */
export function StatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('dataLibrary');
  return (
    <span className={`status-badge status-badge--${status}`}>
      {status === 'processing' ? (
        <span className="status-badge__spinner" aria-hidden="true" />
      ) : (
        <svg className="status-badge__icon" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          {status === 'ready' ? (
            <path
              d="M3 7.5l2.5 2.5L11 4.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : (
            <path d="M7 3.5v4.5M7 10.5v.01" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      )}
      {t(`status.${status}`)}
    </span>
  );
}
