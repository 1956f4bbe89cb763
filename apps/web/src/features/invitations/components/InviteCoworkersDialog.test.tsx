import { screen, within } from '@testing-library/react';
import { renderApp, signedIn, label } from '../../../../test/render-app';
import { errorBody, installFakeApi } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';

async function openFromHome() {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/products/list': { body: { products: [], has_next: false } },
    'POST /api/customers/invitations': { status: 201, body: { invitation_id: 'i-1' } },
  });
  const app = renderApp('/customer/acme', { auth: signedIn });
  await screen.findByText('No projects yet');
  const opener = screen.getAllByRole('button', { name: 'Invite coworkers' }).find((button) => button.closest('.home'))!;
  await app.user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Invite coworkers' });
  return { app, server, dialog, opener };
}

describe('the invite-coworkers dialog', () => {
  it('is a labelled modal that takes focus and closes on Escape', async () => {
    const { app, dialog, opener } = await openFromHome();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Invite a coworker to join Acme/);
    expect(within(dialog).getByLabelText(label("Coworker's email"))).toHaveFocus();

    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps keyboard focus inside while open', async () => {
    const { app, dialog } = await openFromHome();
    const email = within(dialog).getByLabelText(label("Coworker's email"));
    const send = within(dialog).getByRole('button', { name: 'Send invitation' });
    const close = within(dialog).getByRole('button', { name: 'Close' });

    send.focus();
    await app.user.tab();
    expect(close).toHaveFocus();
    await app.user.tab({ shift: true });
    expect(send).toHaveFocus();
    await app.user.tab({ shift: true });
    await app.user.tab({ shift: true });
    expect(email).toHaveFocus();
  });

  it('sends the invitation and says so', async () => {
    const { app, server, dialog } = await openFromHome();
    await app.user.type(within(dialog).getByLabelText(label("Coworker's email")), 'grace@acme.io{Enter}');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Invitation sent to grace@acme.io.');
    expect(server.callsTo('POST', '/api/customers/invitations')[0].body).toEqual({ email: 'grace@acme.io' });
    expect(within(dialog).getByLabelText(label("Coworker's email"))).toHaveValue('');
  });

  it('says when an invitation still open was sent again', async () => {
    const { app, server, dialog } = await openFromHome();
    server.route({ 'POST /api/customers/invitations': { status: 201, body: { invitation_id: 'i-1', resent: true } } });
    await app.user.type(within(dialog).getByLabelText(label("Coworker's email")), 'grace@acme.io{Enter}');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Invitation sent again to grace@acme.io.');
  });

  it.each([
    ['SELF_INVITATION', 'You cannot invite yourself.'],
    ['ALREADY_MEMBER', 'This person is already a member of your organisation.'],
  ])('explains the refusal %s', async (code, reason) => {
    const { app, server, dialog } = await openFromHome();
    server.route({ 'POST /api/customers/invitations': { status: 409, body: errorBody(409, reason, code) } });
    await app.user.type(within(dialog).getByLabelText(label("Coworker's email")), 'ada@acme.io{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(within(dialog).getByLabelText(label("Coworker's email"))).toHaveValue('ada@acme.io');
  });

  it('validates the email and reports a failure', async () => {
    const { app, server, dialog } = await openFromHome();
    const email = within(dialog).getByLabelText(label("Coworker's email"));
    await app.user.type(email, 'grace{Enter}');
    expect(within(dialog).getByText('Please input the correct format of email.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/customers/invitations')).toHaveLength(0);

    server.route({ 'POST /api/customers/invitations': { status: 500, body: errorBody(500, 'Boom') } });
    await app.user.type(email, '@acme.io{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There was an error with sending invitation.');
  });

  it('opens from the top navigation too', async () => {
    installFakeApi({
      'GET /api/user/api': { body: aUser() },
      'GET /api/customers/api': { body: [aCustomer()] },
      'GET /api/products/list': { body: { products: [], has_next: false } },
    });
    const app = renderApp('/settings/account', { auth: signedIn });
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Invite coworkers' }));
    expect(screen.getByRole('dialog', { name: 'Invite coworkers' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
