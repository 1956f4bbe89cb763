import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { AddToCollection } from '../../../components/collections/AddToCollection';
import { errorStatus } from '../../../lib/api-errors';
import { useSetInsightFollowedMutation } from '../api/insights-api';
import type { Recommendation } from '../api/types';
import { DeleteInsightDialog } from './DeleteInsightDialog';
import { DismissInsightDialog } from './DismissInsightDialog';
import { productPath } from './paths';
import { SaveButton } from './SaveButton';
import { useInsightSave } from './use-insight-save';

/** What the project page is told when it is reached from a deleted insight. */
export interface ProjectArrival {
  insightDeleted?: boolean;
}

/** Save, follow, dismiss and delete an insight, on its page. */
export function InsightActions({
  namespace,
  productId,
  recommendation,
  onDismissed,
}: {
  namespace: string;
  productId: string;
  recommendation: Recommendation;
  /** Once dismissed: the page says so (its banner takes the focus). */
  onDismissed: () => void;
}) {
  const { t } = useTranslation('insights');
  const navigate = useNavigate();
  const save = useInsightSave(recommendation);
  const follow = useInsightFollow(recommendation);
  const [dismissOpen, setDismissOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  return (
    <div className="insight-actions">
      <div className="insight-actions__bar" role="group" aria-label={t('actions.label')}>
        <div className="insight-actions__group">
          <SaveButton saved={save.saved} pending={save.pending} onToggle={() => void save.toggle()} />
          <FollowButton followed={follow.followed} pending={follow.pending} onToggle={() => void follow.toggle()} />
          <AddToCollection recommendationId={recommendation.recommendation_id} />
        </div>
        <div className="insight-actions__group">
          {!recommendation.dismissal && (
            <Button variant="secondary" aria-haspopup="dialog" onClick={() => setDismissOpen(true)}>
              {t('dismiss.open')}
            </Button>
          )}
          <Button variant="danger" aria-haspopup="dialog" onClick={() => setDeleteOpen(true)}>
            {t('delete.open')}
          </Button>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {follow.announcement}
      </p>
      {save.error && <Alert tone="error">{save.error}</Alert>}
      {follow.error && <Alert tone="error">{follow.error}</Alert>}

      <DismissInsightDialog
        recommendation={recommendation}
        open={dismissOpen}
        onClose={() => setDismissOpen(false)}
        onDismissed={() => {
          setDismissOpen(false);
          onDismissed();
        }}
      />
      <DeleteInsightDialog
        recommendation={recommendation}
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        onDeleted={() => void navigate(productPath(namespace, productId), { state: { insightDeleted: true } satisfies ProjectArrival })}
      />
    </div>
  );
}

/** Follows or unfollows for the person, once the server has done it; says the outcome to screen readers. */
function useInsightFollow(recommendation: Recommendation) {
  const { t } = useTranslation('insights');
  const [setFollowed, request] = useSetInsightFollowedMutation();
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The change on its way: true while following, false while unfollowing. */
  const pending = request.isLoading ? request.originalArgs?.on : undefined;

  const toggle = async () => {
    if (pending !== undefined) return;
    const on = !recommendation.is_followed;
    setError(null);
    setAnnouncement('');
    try {
      await setFollowed({ recommendation_id: recommendation.recommendation_id, product_id: recommendation.product_id, on }).unwrap();
      setAnnouncement(on ? t('follow.announceFollowed') : t('follow.announceUnfollowed'));
    } catch (failure) {
      const gone = errorStatus(failure as Parameters<typeof errorStatus>[0]) === 404;
      setError(gone ? t('actions.gone') : on ? t('follow.followFailed') : t('follow.unfollowFailed'));
    }
  };

  return { followed: recommendation.is_followed, pending, error, announcement, toggle };
}

/**
 * SPEC's Follow button: "Follow this insight", "Following..." while the server does it, then
 * "Followed!". Pressing "Followed!" unfollows, which its accessible name says.
 */
function FollowButton({ followed, pending, onToggle }: { followed: boolean; pending: boolean | undefined; onToggle: () => void }) {
  const { t } = useTranslation('insights');
  let label;
  if (pending === true) label = t('follow.following');
  else if (pending === false) label = t('follow.unfollowing');
  else if (followed) {
    label = (
      <>
        {t('follow.followed')}
        <span className="visually-hidden"> {t('follow.unfollowHint')}</span>
      </>
    );
  } else label = t('follow.follow');

  const busy = pending !== undefined;
  return (
    <button
      type="button"
      className="btn btn--secondary insight-toggle"
      // While the server does it the button shows the state it started from: the cached insight
      // already shows the change (optimistic, taken back if refused), SPEC's button does not yet.
      aria-pressed={busy ? !pending : followed}
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : onToggle}
    >
      {busy && <span className="btn__spinner" aria-hidden="true" />}
      {label}
    </button>
  );
}
