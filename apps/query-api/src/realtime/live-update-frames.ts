import type { LiveUpdate } from '@app/infrastructure/live';

export const organisationRoom = (organisationId: string) => `org:${organisationId}`;
export const userRoom = (userId: string) => `user:${userId}`;

/** The room an update goes to: its user's sockets for an account's private event, else the organisation's. */
const roomOf = (update: LiveUpdate) => (update.userId ? userRoom(update.userId) : organisationRoom(update.organisationId));

/** One socket.io frame: the updates one room hears together, in position order. */
export interface LiveUpdateFrame {
  room: string;
  updates: LiveUpdate[];
}

/**
 * Packs the updates that arrived together into as few frames as keep every socket's order: a
 * socket sits in its organisation's room and its user's, and a browser ignores an update older
 * than one it has seen, so within an organisation a frame ends where the room changes. Sockets of
 * different organisations share no room, so their updates never split each other's frames.
 */
export function framesOf(updates: readonly LiveUpdate[]): LiveUpdateFrame[] {
  const lastFrameOf = new Map<string, LiveUpdateFrame>();
  const frames: LiveUpdateFrame[] = [];
  for (const update of updates) {
    const room = roomOf(update);
    const last = lastFrameOf.get(update.organisationId);
    if (last?.room === room) last.updates.push(update);
    else {
      const frame = { room, updates: [update] };
      frames.push(frame);
      lastFrameOf.set(update.organisationId, frame);
    }
  }
  return frames;
}
