import { type NotificationReadEvent, notificationReadEventTypes } from '@app/domain';
import type { NotificationReadsView } from '@app/infrastructure/read-models';
import type { Projection } from '@app/infrastructure/processors';

/** What each person has read of their notifications: everything up to a moment, and single ones since. */
export const notificationReadsProjection: Projection<NotificationReadsView, NotificationReadEvent> = {
  collection: 'notification_reads',
  handles: notificationReadEventTypes,
  documentId: (event) => event.data.userId,
  evolve(doc, event) {
    const { userId, notificationIds, readAt } = event.data;
    const current = doc ?? { user_id: userId, read_up_to: null, read_ids: [] };
    if (notificationIds === null) return { ...current, read_up_to: readAt, read_ids: [] };
    return { ...current, read_ids: [...new Set([...current.read_ids, ...notificationIds])] };
  },
};
