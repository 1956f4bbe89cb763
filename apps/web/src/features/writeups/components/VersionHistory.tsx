import { useTranslation } from 'react-i18next';
import { useGetMentionableMembersQuery } from '../../../lib/comments-api';
import type { WriteupRef, WriteupVersion } from '../api/types';
import { EarlierVersion } from './EarlierVersion';
import { useDateTime } from '../../../lib/format';

/** Every version, newest first: generated or edited, why, by whom and when. */
export function VersionHistory({ document, versions }: { document: WriteupRef; versions: WriteupVersion[] }) {
  const { t } = useTranslation('writeups');
  const dateTime = useDateTime();
  const members = useGetMentionableMembersQuery();
  const nameOf = (userId: string) => {
    const member = members.data?.find((each) => each.user_id === userId);
    return member ? member.name || t('versions.someone') : null;
  };
  const latest = Math.max(0, ...versions.map((version) => version.version));
  return (
    <section className="panel writeup-versions writeup-noprint" aria-labelledby="writeup-versions-title">
      <h2 id="writeup-versions-title">{t('versions.title')}</h2>
      <ol className="writeup-versions__list" reversed>
        {[...versions].reverse().map((version) => {
          const name = version.by ? nameOf(version.by) : null;
          const details = [
            version.how === 'edited' ? t('versions.edited') : t('versions.generated'),
            version.trigger && version.how === 'generated' ? t(`versions.trigger.${version.trigger}`) : null,
            version.mode && version.how === 'generated' ? t(`versions.${version.mode}`) : null,
            name ? t('versions.by', { name }) : null,
          ].filter(Boolean);
          return (
            <li key={version.version} className="writeup-versions__item">
              <span className="writeup-versions__version">{t('versions.version', { version: version.version })}</span>
              <span>{details.join(' · ')}</span>
              <time dateTime={version.at} className="muted">
                {dateTime(version.at)}
              </time>
              {version.prompt && <span className="writeup-versions__prompt">{t('versions.prompt', { prompt: version.prompt })}</span>}
              {version.version < latest && <EarlierVersion document={document} version={version.version} />}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
