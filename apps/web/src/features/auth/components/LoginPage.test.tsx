import { screen } from '@testing-library/react';
import { label, renderApp } from '../../../../test/render-app';
import { errorBody, installFakeApi } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';

const token = { access_token: 'fresh-token', token_type: 'Bearer', expires_in: 900 };

async function logIn(email = 'ada@acme.io', password = 'Correct-Horse-9') {
  const app = renderApp('/login');
  await app.user.type(await screen.findByLabelText(label('Email')), email);
  await app.user.type(screen.getByLabelText(label('Password')), password);
  await app.user.click(screen.getByRole('button', { name: 'Log in' }));
  return app;
}

describe('the login page', () => {
  it('logs in, fetches the user and lands on the organisation home', async () => {
    const api = installFakeApi({
      'POST /api/auth/login': { body: token },
      'GET /api/user/api': { body: aUser() },
      'GET /api/customers/api': { body: [aCustomer()] },
    });
    const app = await logIn();

    expect(await screen.findByRole('heading', { name: /^Good (morning|afternoon|evening), Ada$/ })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/customer/acme');
    expect(api.callsTo('POST', '/api/auth/login')[0].body).toEqual({ email: 'ada@acme.io', password: 'Correct-Horse-9' });
    expect(api.callsTo('GET', '/api/user/api')[0].headers.get('Authorization')).toBe('Bearer fresh-token');
    expect(app.store.getState().auth).toMatchObject({ isLoggedIn: true, accessToken: 'fresh-token' });
  });

  it("shows the server's answer to wrong credentials", async () => {
    installFakeApi({ 'POST /api/auth/login': { status: 401, body: errorBody(401, 'Invalid email or password. Please try again.') } });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.');
  });

  it('asks the person to wait after too many attempts', async () => {
    installFakeApi({ 'POST /api/auth/login': { status: 429, body: errorBody(429, 'Too many sign-in attempts.') } });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please wait a few minutes before trying again.');
  });

  it('says the server is busy when the sign-in queue is full', async () => {
    installFakeApi({ 'POST /api/auth/login': { status: 503, body: errorBody(503, 'The server is busy.') } });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy right now. Please try again in a moment.');
  });

  it('shows a generic message for other failures', async () => {
    installFakeApi({ 'POST /api/auth/login': { status: 500, body: errorBody(500, 'Something went wrong on our side.') } });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again later.');
  });

  it('checks the fields before calling the server', async () => {
    const api = installFakeApi();
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields.');
    for (const name of ['Email', 'Password']) {
      expect(screen.getByLabelText(label(name))).toBeInvalid();
      expect(screen.getByLabelText(label(name))).toHaveAccessibleDescription('Please fill out all required fields.');
    }
    await app.user.type(screen.getByLabelText(label('Email')), 'not-an-email');
    await app.user.type(screen.getByLabelText(label('Password')), 'whatever');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText(label('Email'))).toHaveAccessibleDescription('Please input the correct format of email.');
    expect(screen.getByLabelText(label('Password'))).toBeValid();
    expect(api.calls).toHaveLength(0);
  });

  it('links to sign-up and password reset', async () => {
    installFakeApi();
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');
  });
});
