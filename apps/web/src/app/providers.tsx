import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { ClockProvider, type Clock } from '../lib/clock';
import type { AppStore } from './store';

export function AppProviders({ store, clock, children }: { store: AppStore; clock?: Clock; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ClockProvider clock={clock}>{children}</ClockProvider>
      </I18nextProvider>
    </Provider>
  );
}
