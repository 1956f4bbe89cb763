import { useId } from 'react';
import { useTranslation } from 'react-i18next';

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="insight-save__icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M4 2.5h8v11l-4-2.8-4 2.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Save / Saved, a toggle (aria-pressed). `titleId` (the insight's title, on a card) completes its
 * accessible name where several are listed: "Save Imports fail without saying why".
 */
export function SaveButton({
  saved,
  pending,
  onToggle,
  titleId,
  compact = false,
}: {
  saved: boolean;
  pending: boolean;
  onToggle: () => void;
  titleId?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('insights');
  const labelId = useId();
  return (
    <button
      type="button"
      className={['btn', 'btn--secondary', 'insight-toggle', compact ? 'insight-toggle--compact' : ''].filter(Boolean).join(' ')}
      aria-pressed={saved}
      aria-disabled={pending || undefined}
      onClick={pending ? undefined : onToggle}
      aria-labelledby={titleId ? `${labelId} ${titleId}` : undefined}
    >
      <BookmarkIcon filled={saved} />
      <span id={labelId}>{saved ? t('save.saved') : t('save.save')}</span>
    </button>
  );
}
