import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { createClientServices, makeStore } from '../src/app/store';
import { routes } from '../src/app/routes';
import { initialAuthState, type AuthState } from '../src/lib/auth-slice';
import type { Clock } from '../src/lib/clock';

export const TEST_TOKEN = 'access-token-1';

export const signedOut: AuthState = { ...initialAuthState, loading: false };
export const signedIn: AuthState = { isLoggedIn: true, loading: false, loggingOut: false, accessToken: TEST_TOKEN };

/** Renders the whole app (store, router, i18n) at a path, as the browser would. */
export function renderApp(path: string, { auth = signedOut, clock }: { auth?: AuthState; clock?: Clock } = {}) {
  const services = createClientServices();
  const store = makeStore({ services, preloadedState: { auth } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  services.navigation.attach(router);
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} clock={clock}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, services, user, location: () => router.state.location };
}

/** Matches a field's label exactly, with or without the required-field asterisk. */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}
