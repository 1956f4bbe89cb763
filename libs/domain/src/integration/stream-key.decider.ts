import type { Decider } from '../shared/decider';
import type { Actor } from '../organisation/organisation.commands';
import { streamKeyErrors } from './stream-key.errors';
import { STREAM_KEY_NAME_MAX_CHARS, STREAM_KEYS_MAX_ACTIVE, type StreamKeyEvent, streamKeyEventTypes } from './stream-key.events';

/** The secret is made (and hashed) outside the domain: the command carries only its hash and prefix. */
export type StreamKeyCommand =
  | {
      type: 'CreateStreamKey';
      keyId: string;
      organisationId: string;
      name: string;
      keyHash: string;
      prefix: string;
      actor: Actor;
      now: string;
    }
  | { type: 'RevokeStreamKey'; keyId: string; actor: Actor; now: string };

export interface StreamKeyState {
  organisationId: string | null;
  keys: Record<string, { name: string; revoked: boolean }>;
}

function requireAdmin(actor: Actor): void {
  if (actor.memberRole !== 'Admin') throw streamKeyErrors.adminOnly();
}

export const streamKeyDecider: Decider<StreamKeyCommand, StreamKeyState, StreamKeyEvent> = {
  initialState: { organisationId: null, keys: {} },
  eventTypes: streamKeyEventTypes,

  evolve(state, event) {
    switch (event.type) {
      case 'StreamKeyCreated':
        return {
          organisationId: event.data.organisationId,
          keys: { ...state.keys, [event.data.keyId]: { name: event.data.name, revoked: false } },
        };
      case 'StreamKeyRevoked': {
        const key = state.keys[event.data.keyId];
        return key ? { ...state, keys: { ...state.keys, [event.data.keyId]: { ...key, revoked: true } } } : state;
      }
    }
  },

  decide(command, state) {
    requireAdmin(command.actor);
    switch (command.type) {
      case 'CreateStreamKey': {
        const name = command.name.trim();
        if (name.length === 0 || [...name].length > STREAM_KEY_NAME_MAX_CHARS) throw streamKeyErrors.invalidName();
        if (state.keys[command.keyId]) throw streamKeyErrors.idTaken();
        const active = Object.values(state.keys).filter((key) => !key.revoked);
        if (active.some((key) => key.name.toLowerCase() === name.toLowerCase())) throw streamKeyErrors.nameTaken();
        if (active.length >= STREAM_KEYS_MAX_ACTIVE) throw streamKeyErrors.tooMany();
        return [
          {
            type: 'StreamKeyCreated',
            data: {
              keyId: command.keyId,
              organisationId: command.organisationId,
              name,
              keyHash: command.keyHash,
              prefix: command.prefix,
              createdBy: command.actor.userId,
              createdAt: command.now,
            },
          },
        ];
      }
      case 'RevokeStreamKey': {
        const key = state.keys[command.keyId];
        if (!key) throw streamKeyErrors.notFound();
        // Revoking twice records nothing: the key is already unusable.
        if (key.revoked) return [];
        return [{ type: 'StreamKeyRevoked', data: { keyId: command.keyId, revokedBy: command.actor.userId, revokedAt: command.now } }];
      }
    }
  },
};
