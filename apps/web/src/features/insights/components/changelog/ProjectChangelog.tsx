import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { useLazyDownloadProjectChangelogQuery } from './changelog-api';
import { ChangelogPanel } from './ChangelogPanel';

/**
 * The project's changelog, with its CSV for auditors. The download is fetched with the person's
 * token (a plain link would carry none) and handed to the browser as a file.
 */
export function ProjectChangelog({ namespace, productId }: { namespace: string; productId: string }) {
  const { t } = useTranslation('changelog');
  const [download, downloading] = useLazyDownloadProjectChangelogQuery();
  const [failed, setFailed] = useState(false);

  const onDownload = async () => {
    setFailed(false);
    try {
      const csv = await download(productId).unwrap();
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `changelog-${productId}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file by the time the click returns; the object can go.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="stack">
      <ChangelogPanel
        target={{ product: productId }}
        intro={t('projectIntro')}
        insightsOf={{ namespace, productId }}
        actions={
          <Button variant="secondary" busy={downloading.isFetching} onClick={() => void onDownload()}>
            {t('downloadCsv')}
          </Button>
        }
      />
      {failed && <Alert tone="error">{t('downloadFailed')}</Alert>}
    </div>
  );
}
