import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import type { CreatedStreamKey } from './stream-keys-api';

type Copy = 'idle' | 'copied' | 'failed';

/** The new key's secret, shown this once: the server keeps only its hash. */
export function CreatedKeyNotice({ created, onDone }: { created: CreatedStreamKey; onDone: () => void }) {
  const { t } = useTranslation('streamKeys');
  const [copy, setCopy] = useState<Copy>('idle');

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure origin, a refusal): the key stays selectable on screen.
      setCopy('failed');
    }
  };

  return (
    <div className="stream-keys__created" role="region" aria-labelledby="created-key-title">
      <h3 id="created-key-title">{t('created.title', { name: created.name })}</h3>
      <p>{t('created.once')}</p>
      <div className="stream-keys__secret">
        <code aria-label={t('created.secretLabel')}>{created.secret}</code>
        <Button variant="secondary" onClick={copySecret}>
          {t('created.copy')}
        </Button>
      </div>
      <p role="status" className="muted">
        {copy === 'copied' ? t('created.copied') : copy === 'failed' ? t('created.copyFailed') : ''}
      </p>
      <Button variant="ghost" onClick={onDone}>
        {t('created.done')}
      </Button>
    </div>
  );
}
