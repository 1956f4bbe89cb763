import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { errorStatus } from '../../../lib/api-errors';
import { useSetTeamPriorityMutation } from '../api/insights-api';
import { type Recommendation, TEAM_PRIORITIES, type TeamPriority } from '../api/types';
import { isInsightChanged } from './insight-edit-errors';

/** The team's priority for the insight: one for the whole organisation, which any member may set. */
export function TeamPriorityControl({ recommendation }: { recommendation: Recommendation }) {
  const { t } = useTranslation('insights');
  const [value, setValue] = useState<TeamPriority>(recommendation.teamPriority ?? 'none');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [setPriority, setting] = useSetTeamPriorityMutation();
  const current = recommendation.teamPriority ?? 'none';
  // The team's value whenever it changes (someone else set it, or the page fetched it again after a refusal).
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      const answer = await setPriority({
        recommendation_id: recommendation.recommendation_id,
        product_id: recommendation.product_id,
        priority: value,
        revision: recommendation.revision,
      }).unwrap();
      setOutcome({ tone: 'success', text: t('teamPriority.saved', { priority: t(`teamPriority.levels.${answer.teamPriority}`) }) });
    } catch (failure) {
      if (isInsightChanged(failure)) {
        // Back to the team's value as the page knows it; the refetch brings any newer one.
        setValue(current);
        setOutcome({ tone: 'error', text: t('edits.changed') });
      } else if (errorStatus(failure as Parameters<typeof errorStatus>[0]) === 404) setOutcome({ tone: 'error', text: t('actions.gone') });
      else setOutcome({ tone: 'error', text: t('teamPriority.failed') });
    }
  };

  return (
    <form className="impact-control" noValidate onSubmit={(event) => void onSubmit(event)}>
      <SelectField
        label={t('teamPriority.label')}
        name="team_priority"
        value={value}
        options={TEAM_PRIORITIES.map((priority) => ({ value: priority, label: t(`teamPriority.levels.${priority}`) }))}
        onChange={(event) => {
          setValue(event.target.value as TeamPriority);
          setOutcome(null);
        }}
      />
      <div>
        <Button type="submit" variant="secondary" busy={setting.isLoading}>
          {t('teamPriority.save')}
        </Button>
      </div>
      <div className="impact-control__outcome" aria-live="polite">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      </div>
      <p className="muted impact-control__hint">{t('teamPriority.hint')}</p>
    </form>
  );
}
