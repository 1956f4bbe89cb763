import { randomUUID } from 'node:crypto';
import type { CommandContext } from '@app/infrastructure/event-store';

/** The actor and the time a command is decided at: the only clock the domain ever sees. */
export function commandContext(actorId: string | null, now = new Date()): CommandContext {
  return { actorId, correlationId: randomUUID(), now: now.toISOString() };
}

export function addHours(now: string, hours: number): string {
  return new Date(Date.parse(now) + hours * 3600_000).toISOString();
}
