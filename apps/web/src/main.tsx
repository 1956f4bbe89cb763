import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createClientServices, makeStore } from './app/store';
import { routes } from './app/routes';
import { initI18n } from './lib/i18n';
import { restoreSession } from './lib/session';
import { startLiveUpdates } from './lib/socket';
import { reportError } from './lib/report-error';
import './styles/index.css';

// A page chunk from an older deployment may be gone: report it; the error screen offers a reload.
window.addEventListener('vite:preloadError', (event) => reportError((event as Event & { payload?: unknown }).payload, { source: 'chunk' }));
window.addEventListener('unhandledrejection', (event) => reportError(event.reason, { source: 'unhandledrejection' }));

void initI18n().then(() => {
  const services = createClientServices();
  const store = makeStore({ services });
  const router = createBrowserRouter(routes);
  services.navigation.attach(router);
  // Outside React so that StrictMode's double effects cannot rotate the refresh cookie twice.
  void restoreSession(store.dispatch);
  startLiveUpdates(store);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
