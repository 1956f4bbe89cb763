import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Spinner } from '../../../components/ui/Spinner';
import { useGetWriteupVersionQuery } from '../api/writeups-api';
import type { WriteupRef } from '../api/types';

/**
 * A version of the history read as it was written (GET …/versions/{n}), opened in place under its
 * entry: its title, sections and paragraphs as text. Its citations pointed at evidence that may
 * have changed since, so only the latest version links them.
 */
export function EarlierVersion({ document, version }: { document: WriteupRef; version: number }) {
  const { t } = useTranslation('writeups');
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const read = useGetWriteupVersionQuery({ ...document, version }, { skip: !open });
  return (
    <div className="writeup-versions__earlier">
      <button type="button" className="link-button" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        {open ? t('versions.hide', { version }) : t('versions.read', { version })}
      </button>
      <div id={regionId} hidden={!open} className="writeup-versions__text">
        {open && read.isFetching && <Spinner />}
        {open && read.isError && <Alert tone="error">{t('versions.loadFailed')}</Alert>}
        {open && read.data && (
          <article aria-label={t('versions.version', { version })}>
            <h3>{read.data.title}</h3>
            {read.data.sections.map((section) => (
              <section key={section.key}>
                <h4>{t(`sections.${section.key}`, { defaultValue: section.key })}</h4>
                {section.blocks.map((block) => (block.text ? <p key={block.id}>{block.text}</p> : null))}
              </section>
            ))}
          </article>
        )}
      </div>
    </div>
  );
}
