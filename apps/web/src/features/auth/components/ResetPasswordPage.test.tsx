import { act, screen } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { label, renderApp } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Reply } from '../../../../test/fake-api';

async function requestReset(reply: Reply, email = 'ada@acme.io') {
  const server = installFakeApi({ 'POST /api/user/reset-password': reply });
  const app = renderApp('/reset-password');
  await app.user.type(await screen.findByLabelText(label('Email')), email);
  await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return { app, server };
}

async function chooseNewPassword(reply: Reply, password = 'Brand-New-Secret-1') {
  const server = installFakeApi({ 'POST /api/auth/reset-password': reply });
  const app = renderApp('/reset-password?token=reset-token-123');
  await app.user.type(await screen.findByLabelText(label('New password')), password);
  await app.user.type(screen.getByLabelText(label('Confirm password')), password);
  await app.user.click(screen.getByRole('button', { name: 'Reset password' }));
  return { app, server };
}

describe('asking for a password reset', () => {
  it("shows the server's message on success", async () => {
    const { server } = await requestReset({ body: { message: 'Password reset email sent successfully!' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset email sent successfully!');
    expect(server.calls[0].body).toEqual({ email: 'ada@acme.io' });
    expect(server.calls[0].headers.has('Authorization')).toBe(false);
  });

  it('asks to wait an hour after too many requests', async () => {
    await requestReset({ status: 429, body: errorBody(429, 'Slow down') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset requests. Please wait 1 hour before trying again.');
  });

  it("shows the server's error text, or a generic one", async () => {
    await requestReset({ status: 400, body: errorBody(400, 'That address cannot receive email.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('That address cannot receive email.');
  });

  it('falls back to a generic failure', async () => {
    await requestReset({ status: 502, body: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send password reset email. Please try again.');
  });

  it('requires the email', async () => {
    const server = installFakeApi();
    const app = renderApp('/reset-password');
    await app.user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText(label('Email'))).toBeInvalid();
    expect(screen.getByLabelText(label('Email'))).toHaveAccessibleDescription('Please fill out all required fields.');
    expect(server.calls).toHaveLength(0);
  });
});

describe('choosing a new password from the emailed link', () => {
  it('sends the token with the new password and confirms', async () => {
    const { server } = await chooseNewPassword({ body: { message: 'Password reset successfully!' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset successfully!');
    expect(server.calls[0].body).toEqual({ token: 'reset-token-123', password: 'Brand-New-Secret-1' });
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['an invalid link', 'Invalid or expired reset link. Please request a new password reset.'],
    ['a weak password', 'Password is too weak. Please choose a stronger password.'],
  ])('explains %s', async (_case, message) => {
    await chooseNewPassword({ status: 400, body: errorBody(400, message) });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('reports other failures generically', async () => {
    await chooseNewPassword({ status: 500, body: errorBody(500, 'Internal error') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password. Please try again.');
  });

  it('checks the password rules and the confirmation first', async () => {
    const server = installFakeApi();
    const app = renderApp('/reset-password?token=t');
    await app.user.type(await screen.findByLabelText(label('New password')), 'weak');
    await app.user.type(screen.getByLabelText(label('Confirm password')), 'weaker');
    await app.user.click(screen.getByRole('button', { name: 'Reset password' }));
    // SPEC section 8's words for a weak password, the same the server would answer with.
    const newPassword = screen.getByLabelText(label('New password'));
    expect(newPassword).toBeInvalid();
    expect(newPassword).toHaveAccessibleDescription(expect.stringContaining('Password is too weak. Please choose a stronger password.'));
    expect(screen.getByLabelText(label('Confirm password'))).toHaveAccessibleDescription('Passwords do not match');
    expect(server.calls).toHaveLength(0);
  });

  it('marks the empty fields with the required-fields message', async () => {
    const server = installFakeApi();
    const app = renderApp('/reset-password?token=t');
    await app.user.type(await screen.findByLabelText(label('New password')), 'Brand-New-Secret-1');
    await app.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields.');
    expect(screen.getByLabelText(label('New password'))).toBeValid();
    const confirm = screen.getByLabelText(label('Confirm password'));
    expect(confirm).toBeInvalid();
    expect(confirm).toHaveAccessibleDescription('Please fill out all required fields.');
    expect(server.calls).toHaveLength(0);
  });

  it('speaks the interface language for known server messages', async () => {
    await act(() => i18n.changeLanguage('ja'));
    installFakeApi({
      'POST /api/auth/reset-password': { status: 400, body: errorBody(400, 'Password is too weak. Please choose a stronger password.') },
    });
    const app = renderApp('/reset-password?token=t');
    await app.user.type(await screen.findByLabelText(label('新しいパスワード')), 'Brand-New-Secret-1');
    await app.user.type(screen.getByLabelText(label('パスワード（確認）')), 'Brand-New-Secret-1');
    await app.user.click(screen.getByRole('button', { name: 'パスワードをリセット' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('パスワードが弱すぎます。より強力なパスワードを選択してください。');
  });
});
