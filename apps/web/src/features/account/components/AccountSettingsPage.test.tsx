import { screen, within } from '@testing-library/react';
import { label, renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { i18n } from '../../../lib/i18n';

function openSettings(extra = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'PUT /api/user/api': { body: { ok: true } },
    'POST /api/auth/logout': { status: 204 },
    ...extra,
  });
  return { server, app: renderApp('/settings/account', { auth: signedIn }) };
}

describe('account settings', () => {
  it('has the side navigation with Integrations, Account and Logout, and no link to a screen not built yet', async () => {
    openSettings();
    const navigation = await screen.findByRole('navigation', { name: 'Settings' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/settings/integrations', '/settings/account']);
    expect(within(navigation).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('saves the profile', async () => {
    const { app, server } = openSettings();
    const firstName = await screen.findByLabelText(label('First name'));
    expect(firstName).toHaveValue('Ada');
    await app.user.clear(firstName);
    await app.user.type(firstName, 'Augusta');
    await app.user.selectOptions(screen.getByLabelText(label('Role')), 'Founder');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/user/api')[0].body).toEqual({ firstName: 'Augusta', lastName: 'Lovelace', role: 'Founder' });
  });

  it('requires the profile fields', async () => {
    const { app, server } = openSettings();
    await app.user.clear(await screen.findByLabelText(label('Last name')));
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields.');
    expect(screen.getByLabelText(label('Last name'))).toBeInvalid();
    expect(screen.getByLabelText(label('Last name'))).toHaveAccessibleDescription('Please fill out all required fields.');
    expect(screen.getByLabelText(label('First name'))).toBeValid();
    expect(server.callsTo('PUT', '/api/user/api')).toHaveLength(0);
  });

  it('switches the language at once, stores it and saves it for the user', async () => {
    const { app, server } = openSettings();
    const select = await screen.findByLabelText('Interface language');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español', 'Français', '日本語', '한국어', 'Português', 'Bahasa Indonesia']);

    await app.user.selectOptions(select, 'ja');
    expect(await screen.findByRole('heading', { level: 1, name: 'アカウント' })).toBeInTheDocument();
    expect(await screen.findByText('言語の設定を保存しました。')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ja');
    expect(localStorage.getItem('lang')).toBe('ja');
    expect(i18n.language).toBe('ja');
    expect(server.callsTo('PUT', '/api/user/api')[0].body).toEqual({ language: 'ja' });
    expect(screen.getByRole('navigation', { name: 'メイン' })).toHaveTextContent('ホーム');
  });

  it('keeps the new language when saving it fails, and says so', async () => {
    const { app } = openSettings({ 'PUT /api/user/api': { status: 500, body: errorBody(500, 'Down') } });
    await app.user.selectOptions(await screen.findByLabelText('Interface language'), 'indo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bahasa di perangkat ini sudah berubah');
    expect(document.documentElement.lang).toBe('id');
  });

  it('logs out: revokes the session, clears the cached organisation and goes to /login', async () => {
    const { app, server } = openSettings();
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    expect(localStorage.getItem('customerInfo')).not.toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');
    expect(server.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('customerInfo')).toBeNull();
    expect(app.store.getState().auth).toEqual({ isLoggedIn: false, loading: false, loggingOut: false, accessToken: null });
  });
});
