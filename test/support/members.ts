import { ApiClient, STRONG_PASSWORD } from './api-client';
import type { RunningApp } from './start-app';

/** Signs someone up, follows the verification link from the outbox and signs them in. */
export async function verifiedMember(app: RunningApp, email: string, names = { firstName: 'Test', lastName: 'User' }): Promise<ApiClient> {
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
