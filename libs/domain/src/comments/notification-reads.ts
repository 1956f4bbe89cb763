import { type Decider, eventTypeSet } from '../shared/decider';
import { DomainError } from '../shared/domain-error';

/**
 * What a person has read of their notifications, in their own stream
 * (`notificationreads-<userId>`): everything up to a moment, or some notifications by id. The
 * notifications themselves are a read model of the insights' events; only reading them is a
 * decision of the person's own.
 */
export interface NotificationsReadData {
  userId: string;
  /** The notifications read; null: every notification up to `readAt`. */
  notificationIds: string[] | null;
  readAt: string;
}

export type NotificationReadEvent = { type: 'NotificationsRead'; data: NotificationsReadData };

export const notificationReadEventTypes = eventTypeSet<NotificationReadEvent>({ NotificationsRead: true });

export interface MarkNotificationsRead {
  type: 'MarkNotificationsRead';
  userId: string;
  notificationIds: string[] | null;
  now: string;
}

/** Most notifications one request may mark read by id (a page of them); more is "mark all read". */
export const NOTIFICATIONS_READ_MAX_IDS = 100;

export interface NotificationReadsState {
  readUpTo: string | null;
  readIds: string[];
}

export const notificationReadErrors = {
  tooMany: () =>
    new DomainError(
      'NOTIFICATIONS_READ_TOO_MANY',
      'invalid',
      `At most ${NOTIFICATIONS_READ_MAX_IDS} notifications can be marked read at once.`,
    ),
};

function decide(command: MarkNotificationsRead, state: NotificationReadsState): NotificationReadEvent[] {
  const { userId, now } = command;
  if (command.notificationIds === null) return [{ type: 'NotificationsRead', data: { userId, notificationIds: null, readAt: now } }];
  const ids = [...new Set(command.notificationIds)];
  if (ids.length > NOTIFICATIONS_READ_MAX_IDS) throw notificationReadErrors.tooMany();
  const unread = ids.filter((id) => !state.readIds.includes(id));
  return unread.length === 0 ? [] : [{ type: 'NotificationsRead', data: { userId, notificationIds: unread, readAt: now } }];
}

function evolve(state: NotificationReadsState, event: NotificationReadEvent): NotificationReadsState {
  const { notificationIds, readAt } = event.data;
  return notificationIds === null ? { readUpTo: readAt, readIds: [] } : { ...state, readIds: [...state.readIds, ...notificationIds] };
}

export const notificationReadsDecider: Decider<MarkNotificationsRead, NotificationReadsState, NotificationReadEvent> = {
  initialState: { readUpTo: null, readIds: [] },
  decide,
  evolve,
  eventTypes: notificationReadEventTypes,
};
