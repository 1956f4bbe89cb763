import { ApiClient, STRONG_PASSWORD } from './api-client';
import type { RunningApp } from './start-app';

/** A person's names as they sign up. */
export interface Names {
  firstName: string;
  lastName: string;
}

/** Signs someone up, follows the verification link from the outbox and signs them in. */
export async function verifiedMember(
  app: RunningApp,
  email: string,
  names: Names = { firstName: 'Test', lastName: 'User' },
): Promise<ApiClient> {
  const client = new ApiClient(app.baseUrl);
  const created = await client.post('/api/user/create', { email, password: STRONG_PASSWORD, ...names, role: 'Research' });
  if (created.status !== 201) throw new Error(`sign-up of ${email} answered ${created.status}: ${JSON.stringify(created.body)}`);
  const link = (await app.linksSentTo(email)).find((sent) => sent.includes('/email-verification'));
  if (!link) throw new Error(`no verification mail for ${email}`);
  const verified = await client.post('/api/auth/verify-email', { token: new URL(link).searchParams.get('token') });
  if (verified.status !== 200) throw new Error(`verification of ${email} answered ${verified.status}`);
  const login = await client.login(email, STRONG_PASSWORD);
  if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}`);
  return client;
}

/** Signs someone up (as verifiedMember) and has them create an organisation, of which they are the Admin. */
export async function organisationAdmin(
  app: RunningApp,
  email: string,
  organisation: { name: string; namespace: string },
  names?: Names,
): Promise<ApiClient> {
  const admin = await verifiedMember(app, email, names);
  const created = await admin.post('/api/customers/api', { ...organisation, acceptAllUsers: false });
  if (created.status !== 201) throw new Error(`organisation for ${email} answered ${created.status}: ${JSON.stringify(created.body)}`);
  return admin;
}

/** Someone an Admin invites, signed up (as verifiedMember): a member of the Admin's organisation. */
export async function invitedMember(app: RunningApp, admin: ApiClient, email: string, names?: Names): Promise<ApiClient> {
  const invited = await admin.post('/api/customers/invitations', { email });
  if (invited.status !== 201) throw new Error(`invitation of ${email} answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  return verifiedMember(app, email, names);
}
