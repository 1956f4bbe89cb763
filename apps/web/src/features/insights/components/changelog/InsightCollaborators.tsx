import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/Alert';
import { Spinner } from '../../../../components/ui/Spinner';
import { type InsightCollaborators as Collaborators, useGetInsightCollaboratorsQuery } from './changelog-api';

const GROUPS = [
  ['saved_by', 'savedBy'],
  ['followers', 'followedBy'],
  ['commenters', 'commented'],
] as const satisfies ReadonlyArray<readonly [keyof Collaborators, string]>;

/** Who works on the insight: who saved it, follows it and commented on it. */
export function InsightCollaborators({ recommendationId }: { recommendationId: string }) {
  const { t } = useTranslation('changelog');
  const collaborators = useGetInsightCollaboratorsQuery(recommendationId);

  let content;
  if (collaborators.isLoading) content = <Spinner />;
  else if (!collaborators.data) content = <Alert tone="error">{t('collaborators.loadFailed')}</Alert>;
  else {
    const data = collaborators.data;
    content = (
      <dl className="collaborators">
        {GROUPS.map(([field, label]) => (
          <div key={field} className="collaborators__group">
            <dt>{t(`collaborators.${label}`)}</dt>
            <dd>
              {data[field].length === 0 ? (
                <span className="muted">{t('collaborators.nobody')}</span>
              ) : (
                <ul className="collaborators__people">
                  {data[field].map((person) => (
                    <li key={person.user_id}>{person.name || t('formerMember')}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <section className="panel" aria-labelledby="insight-collaborators">
      <h2 id="insight-collaborators">{t('collaborators.title')}</h2>
      {content}
    </section>
  );
}
