import { screen } from '@testing-library/react';
import { label, renderApp, signedIn, signedOut } from '../../../../test/render-app';
import { errorBody, installFakeApi } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';

describe('waiting for email verification', () => {
  it('explains where the link went and resends it', async () => {
    const server = installFakeApi({
      'GET /api/user/api': { body: aUser({ email_verified: false, customer: null }) },
      'POST /api/user/verify-email': { body: { message: 'Verification email sent.' } },
    });
    const app = renderApp('/', { auth: signedIn });
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/email-verification/send');
    expect(screen.getByText(/We sent a verification link to ada@acme.io/)).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Verification email sent.');
    expect(server.callsTo('POST', '/api/user/verify-email')).toHaveLength(1);
  });

  it('moves on once the email turns out verified', async () => {
    const server = installFakeApi({ 'GET /api/user/api': { body: aUser({ email_verified: false, customer: null }) } });
    const app = renderApp('/email-verification/send', { auth: signedIn });
    await app.user.click(await screen.findByRole('button', { name: 'I have verified my email' }));
    expect(await screen.findByText(/Your email is not verified yet/)).toBeInTheDocument();

    server.route({ 'GET /api/user/api': { body: aUser({ customer: null }) } });
    await app.user.click(screen.getByRole('button', { name: 'I have verified my email' }));
    expect(await screen.findByRole('heading', { name: 'Create your organisation' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/createorg');
  });

  it('offers to log out', async () => {
    installFakeApi({ 'GET /api/user/api': { body: aUser({ email_verified: false }) }, 'POST /api/auth/logout': { status: 204 } });
    const app = renderApp('/email-verification/send', { auth: signedIn });
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});

describe('the verification link landing', () => {
  it('confirms the token once and continues to the organisation', async () => {
    const server = installFakeApi({
      'POST /api/auth/verify-email': { body: { email_verified: true } },
      'GET /api/user/api': { body: aUser() },
      'GET /api/customers/api': { body: [aCustomer()] },
      'GET /api/products/list': { body: { products: [], has_next: false } },
    });
    const app = renderApp('/email-verification?token=abc', { auth: signedIn });
    expect(await screen.findByRole('heading', { name: 'Your email is verified' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/auth/verify-email')).toEqual([expect.objectContaining({ body: { token: 'abc' } })]);

    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/customer/acme');
  });

  it('works without a session and explains a failure', async () => {
    const server = installFakeApi({
      'POST /api/auth/verify-email': {
        status: 400,
        body: errorBody(400, 'Invalid or expired verification link. Please request a new one.'),
      },
    });
    renderApp('/email-verification?token=old', { auth: signedOut });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired verification link. Please request a new one.');
    expect(server.calls[0].headers.has('Authorization')).toBe(false);
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/email-verification/send');
  });
});

describe('choosing a role after Google sign-in', () => {
  it('completes the profile and moves on', async () => {
    const server = installFakeApi({
      'GET /api/user/api': { body: aUser({ is_google_user: true, completed_onboarding: false, customer: null }) },
      'POST /api/user/google/complete-profile': { body: { ok: true } },
    });
    const app = renderApp('/createorg', { auth: signedIn });
    expect(await screen.findByRole('heading', { name: 'One last step' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/select-role');

    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields.');
    expect(screen.getByLabelText(label('Role'))).toBeInvalid();
    expect(screen.getByLabelText(label('Role'))).toHaveAccessibleDescription('Please fill out all required fields.');

    server.route({ 'GET /api/user/api': { body: aUser({ is_google_user: true, completed_onboarding: true, customer: null }) } });
    await app.user.selectOptions(screen.getByLabelText(label('Role')), 'Product');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Create your organisation' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/user/google/complete-profile')[0].body).toEqual({ role: 'Product' });
  });
});
