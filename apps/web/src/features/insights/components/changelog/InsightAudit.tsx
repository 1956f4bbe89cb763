import { useTranslation } from 'react-i18next';
import { ChangelogPanel } from './ChangelogPanel';
import { InsightCollaborators } from './InsightCollaborators';
import { InsightLookBack } from './InsightLookBack';

/** The insight page's part for working together and auditing: collaborators, a look back, the changelog. */
export function InsightAudit({ recommendationId }: { recommendationId: string }) {
  const { t } = useTranslation('changelog');
  return (
    <>
      <InsightCollaborators recommendationId={recommendationId} />
      <InsightLookBack recommendationId={recommendationId} />
      <ChangelogPanel target={{ recommendation: recommendationId }} intro={t('insightIntro')} />
    </>
  );
}
