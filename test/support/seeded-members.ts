import { sessionDecider, streams, userDecider } from '@app/domain';
import { EventSourcedRepository } from '@app/infrastructure/event-store';
import { randomUUID } from 'node:crypto';
import { ApiClient } from './api-client';
import type { RunningApp } from './start-app';

export interface SeededMember {
  userId: string;
  client: ApiClient;
}

/**
 * A verified, signed-in account written straight through the user decider (registered, verified,
 * one session) and holding an access token signed with the app's key: for races and floods that
 * need hundreds of accounts without paying for hundreds of password hashes. It cannot log in by
 * password (no email claim, no real hash): use test/support/members.ts for flows that do.
 */
export async function seededMember(app: RunningApp, email: string): Promise<SeededMember> {
  const repository = new EventSourcedRepository(app.infrastructure.eventStore);
  const userId = randomUUID();
  const sessionId = randomUUID();
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 3600_000).toISOString();
  const context = { actorId: userId, correlationId: randomUUID(), now };
  const stream = streams.user(userId);
  const noOrganisation = () => null;
  await repository.handle(
    userDecider,
    stream,
    {
      type: 'RegisterUser',
      userId,
      email,
      passwordHash: 'seeded-account-without-password',
      firstName: 'Seeded',
      lastName: 'Member',
      role: 'Product',
      verification: { tokenHash: 'seeded', expiresAt: later },
      now,
    },
    context,
    noOrganisation,
  );
  await repository.handle(
    userDecider,
    stream,
    { type: 'VerifyEmail', tokenHash: 'seeded', now, organisationToJoin: null },
    context,
    noOrganisation,
  );
  await repository.handle(userDecider, stream, { type: 'SignIn', sessionId, now }, context, noOrganisation);
  const started = await repository.handle(
    sessionDecider,
    streams.session(sessionId),
    { type: 'OpenSession', sessionId, userId, session: { tokenHash: 'seeded', expiresAt: later }, now },
    context,
    noOrganisation,
  );
  const client = new ApiClient(app.baseUrl);
  client.accessToken = await app.infrastructure.accessTokens.sign({ userId, sessionId });
  client.position = started.position;
  return { userId, client };
}
