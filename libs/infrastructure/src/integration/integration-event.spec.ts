import { type ContextPublication, identityPublication, organisationPublication } from '@app/domain';
import type { RecordedEvent } from '../event-store/event-store.port';
import { IntegrationEventCatalogue } from './integration-event';

function recorded(streamId: string, type: string, data: Record<string, unknown>): RecordedEvent {
  return {
    id: 'event-1',
    type,
    data,
    streamId,
    revision: 0,
    position: 7,
    metadata: {
      organisationId: 'org-1',
      actorId: null,
      correlationId: 'c',
      causationId: null,
      occurredAt: '2026-11-24T00:00:00.000Z',
      schemaVersion: 1,
    },
  };
}

describe('IntegrationEventCatalogue', () => {
  const catalogue = new IntegrationEventCatalogue();
  catalogue.register(identityPublication);
  catalogue.register(organisationPublication);

  it("maps a registered context's event to its versioned topic, keyed by aggregate id, with only its public fields", () => {
    const event = catalogue.toIntegrationEvent(
      recorded('user-u-1', 'UserRegistered', {
        userId: 'u-1',
        email: 'a@b.test',
        passwordHash: 'secret',
        firstName: 'Ada',
        lastName: 'Lovelace',
        registeredAt: '2026-11-24T00:00:00.000Z',
      }),
    );
    expect(event).toEqual({
      topic: 'identity.user-registered.v2',
      key: 'u-1',
      eventId: 'event-1',
      type: 'UserRegistered',
      organisationId: 'org-1',
      position: 7,
      occurredAt: '2026-11-24T00:00:00.000Z',
      payload: { userId: 'u-1', registeredAt: '2026-11-24T00:00:00.000Z' },
    });
  });

  it("publishes none of a context's private events", () => {
    expect(catalogue.toIntegrationEvent(recorded('user-u-1', 'SessionStarted', { sessionId: 's' }))).toBeNull();
  });

  it('publishes no event type the integration mapping does not list, even on a published stream', () => {
    expect(catalogue.toIntegrationEvent(recorded('user-u-1', 'InsightNoteWritten', { note: 'mine' }))).toBeNull();
  });

  it('publishes nothing of a stream category no context registered (claims, sessions, jobs)', () => {
    expect(catalogue.toIntegrationEvent(recorded('namespace-acme', 'ValueClaimed', { value: 'acme' }))).toBeNull();
    expect(catalogue.toIntegrationEvent(recorded('session-s-1', 'SessionStarted', {}))).toBeNull();
  });

  it('accepts the same registration again and refuses a second context on one stream category', () => {
    expect(() => catalogue.register(identityPublication)).not.toThrow();
    const impostor: ContextPublication = { context: 'elsewhere', streamCategory: 'user', privateEventTypes: new Set() };
    expect(() => catalogue.register(impostor)).toThrow('Stream category user is already published by identity');
  });
});
