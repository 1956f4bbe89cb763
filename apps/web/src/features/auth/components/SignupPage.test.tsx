import { screen, within } from '@testing-library/react';
import { label, renderApp } from '../../../../test/render-app';
import { errorBody, installFakeApi } from '../../../../test/fake-api';
import { aUser } from '../../../../test/fixtures';
import { validateSignup, type SignupValues } from './form-validation';

const valid: SignupValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@acme.io',
  password: 'Analytical-Engine-1843',
  confirmPassword: 'Analytical-Engine-1843',
  role: 'Research',
};

describe('sign-up validation', () => {
  it.each<[string, Partial<SignupValues>, object]>([
    ['accepts a complete form', {}, {}],
    ['asks for every required field', { lastName: '' }, { form: 'common:validation.required' }],
    ['asks for a role', { role: '' }, { form: 'common:validation.required' }],
    ['rejects a malformed email', { email: 'ada.acme.io' }, { email: 'common:validation.emailFormat' }],
    ['rejects a short password', { password: 'Sh0rt!pw', confirmPassword: 'Sh0rt!pw' }, { password: 'validation.passwordRulesNotMet' }],
    [
      'rejects a password without a special character',
      { password: 'Abcdefghij1', confirmPassword: 'Abcdefghij1' },
      { password: 'validation.passwordRulesNotMet' },
    ],
    [
      'rejects a password without an uppercase letter',
      { password: 'abcdefghij1!', confirmPassword: 'abcdefghij1!' },
      { password: 'validation.passwordRulesNotMet' },
    ],
    ['rejects a different confirmation', { confirmPassword: 'Analytical-Engine-1842' }, { confirmPassword: 'validation.passwordMismatch' }],
  ])('%s', (_description, change, expected) => {
    expect(validateSignup({ ...valid, ...change })).toEqual(expected);
  });
});

async function fillIn(app: ReturnType<typeof renderApp>, values: Partial<SignupValues>) {
  const fields: Array<[RegExp, keyof SignupValues]> = [
    [label('First name'), 'firstName'],
    [label('Last name'), 'lastName'],
    [label('Email'), 'email'],
    [label('Password'), 'password'],
    [label('Confirm password'), 'confirmPassword'],
  ];
  for (const [label, name] of fields) {
    const value = values[name];
    if (value) await app.user.type(screen.getByLabelText(label), value);
  }
  if (values.role) await app.user.selectOptions(screen.getByLabelText(label('Role')), values.role);
}

describe('the sign-up page', () => {
  it('fills in the invited address from an invitation link', async () => {
    installFakeApi();
    renderApp('/signup?email=bob%40acme.io');
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(screen.getByLabelText(label('Email'))).toHaveValue('bob@acme.io');
  });

  it('shows the validation messages and sends nothing', async () => {
    const api = installFakeApi();
    const app = renderApp('/signup');
    await screen.findByRole('heading', { name: 'Create your account' });

    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields.');
    for (const name of ['First name', 'Last name', 'Email', 'Password', 'Confirm password', 'Role']) {
      const field = screen.getByLabelText(label(name));
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Please fill out all required fields.'));
    }
    // A field stops pointing at the banner as soon as it is filled in.
    await app.user.type(screen.getByLabelText(label('First name')), 'Ada');
    expect(screen.getByLabelText(label('First name'))).toBeValid();
    expect(screen.getByLabelText(label('First name'))).not.toHaveAccessibleDescription();
    await app.user.clear(screen.getByLabelText(label('First name')));

    await fillIn(app, { ...valid, email: 'ada-at-acme', confirmPassword: 'Something-else-1' });
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText(label('Email'))).toHaveAccessibleDescription('Please input the correct format of email.');
    expect(screen.getByLabelText(label('Confirm password'))).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText(label('Email'))).toBeInvalid();
    expect(screen.getByLabelText(label('First name'))).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('ticks the password rules as they are met', async () => {
    installFakeApi();
    const app = renderApp('/signup');
    const password = await screen.findByLabelText(label('Password'));
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    const rule = (name: string) => within(rules).getByText(name).closest('li');

    expect(rule('At least 10 characters')).not.toHaveClass('is-met');
    await app.user.type(password, 'abcdefghij');
    expect(rule('At least 10 characters')).toHaveClass('is-met');
    expect(rule('A lowercase letter')).toHaveClass('is-met');
    expect(rule('An uppercase letter')).not.toHaveClass('is-met');
    expect(rule('A number')).not.toHaveClass('is-met');
    expect(rule('A special character')).not.toHaveClass('is-met');
    await app.user.type(password, 'A1!');
    expect(
      within(rules)
        .getAllByRole('listitem')
        .every((item) => item.classList.contains('is-met')),
    ).toBe(true);
  });

  it('creates the account, logs in with the same credentials and asks to verify the email', async () => {
    const api = installFakeApi({
      'POST /api/user/create': { status: 201, body: { user_id: 'u-1' }, headers: { 'X-Consistency-Position': '41' } },
      'POST /api/auth/login': { body: { access_token: 'new-token', token_type: 'Bearer', expires_in: 900 } },
      'GET /api/user/api': { body: aUser({ email_verified: false, customer: null }) },
    });
    const app = renderApp('/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillIn(app, valid);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/email-verification/send');
    expect(api.callsTo('POST', '/api/user/create')[0].body).toEqual({
      email: 'ada@acme.io',
      password: valid.password,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'Research',
    });
    expect(api.callsTo('POST', '/api/auth/login')[0].body).toEqual({ email: 'ada@acme.io', password: valid.password });
    // Read-your-writes: the user is read at (or after) the position the sign-up answered with.
    expect(api.callsTo('GET', '/api/user/api')[0].headers.get('X-Consistency-Position')).toBe('41');
  });

  it('asks to check the mail when the address already has an account (answered like a new one, signing in refused)', async () => {
    const api = installFakeApi({
      'POST /api/user/create': { status: 201, body: { user_id: 'u-nobody' }, headers: { 'X-Consistency-Position': '41' } },
      'POST /api/auth/login': { status: 401, body: errorBody(401, 'Invalid email or password. Please try again.') },
    });
    const app = renderApp('/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillIn(app, valid);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText('We sent an email to ada@acme.io. Open it to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/user/api')).toHaveLength(0);
  });

  it("shows the server's error text, or a generic one", async () => {
    const api = installFakeApi({
      'POST /api/user/create': {
        status: 429,
        body: errorBody(429, 'Too many sign-ups from this network. Please try again later.', 'RATE_LIMITED'),
      },
    });
    const app = renderApp('/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillIn(app, valid);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-ups from this network. Please try again later.');

    api.route({ 'POST /api/user/create': { status: 500, body: {} } });
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Sign up failed. Please try again later.')).toBeInTheDocument();
  });
});
