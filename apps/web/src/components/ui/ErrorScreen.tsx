import { useTranslation } from 'react-i18next';
import { Button } from './Button';

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ? `${error.message}\n\n${error.stack}` : error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

/** SPEC section 2: shown for uncaught rendering errors and requests that cannot be recovered. */
export function ErrorScreen({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <main className="error-screen" aria-labelledby="error-screen-title">
      <div className="error-screen__icon" aria-hidden="true">
        !
      </div>
      <h1 id="error-screen-title" className="error-screen__title">
        {t('errorScreen.title')}
      </h1>
      <p className="error-screen__text">{t('errorScreen.apology')}</p>
      {error !== undefined && (
        <details className="error-screen__details">
          <summary>{t('errorScreen.details')}</summary>
          <pre>{describe(error)}</pre>
        </details>
      )}
      <div className="error-screen__actions">
        {/* A full page load: the router itself may be what failed. */}
        <a className="btn btn--secondary" href="/">
          {t('errorScreen.home')}
        </a>
        <Button onClick={onRetry ?? (() => window.location.reload())}>{t('errorScreen.retry')}</Button>
      </div>
    </main>
  );
}
