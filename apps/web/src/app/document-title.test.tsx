import { act, screen } from '@testing-library/react';
import { i18n } from '../lib/i18n';
import { renderApp, signedIn } from '../../test/render-app';
import { installFakeApi } from '../../test/fake-api';
import { aCustomer, aUser } from '../../test/fixtures';

describe('the page title', () => {
  it('names the page and follows the route', async () => {
    installFakeApi();
    const app = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(document.title).toBe('Log in · Insight Assistant');

    await app.user.click(screen.getByRole('link', { name: 'Sign up' }));
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(document.title).toBe('Sign up · Insight Assistant');

    await app.user.click(screen.getByRole('link', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(document.title).toBe('Log in · Insight Assistant');
  });

  it('names the pages of the signed-in area, nested routes included', async () => {
    installFakeApi({ 'GET /api/user/api': { body: aUser() }, 'GET /api/customers/api': { body: [aCustomer()] } });
    const app = renderApp('/customer/acme', { auth: signedIn });
    await screen.findByRole('heading', { name: /Ada/ });
    expect(document.title).toBe('Home · Insight Assistant');

    await app.user.click(screen.getAllByRole('link', { name: 'Settings' })[0]);
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    expect(document.title).toBe('Account settings · Insight Assistant');
  });

  it('speaks the interface language and changes with it', async () => {
    installFakeApi();
    renderApp('/reset-password');
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(document.title).toBe('Reset password · Insight Assistant');
    await act(() => i18n.changeLanguage('ja'));
    expect(document.title).toBe('パスワードのリセット · Insight Assistant');
  });
});
