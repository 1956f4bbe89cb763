import { randomUUID } from 'node:crypto';
import type { LiveUpdate, LiveUpdateBus } from './live-updates.port';

/** Every live-update bus delivers each published update to every subscriber, in order. */
export function liveUpdateBusContract(
  name: string,
  open: () => Promise<{ publisher: LiveUpdateBus; subscriber: LiveUpdateBus; dispose: () => Promise<void> }>,
): void {
  describe(`LiveUpdateBus contract: ${name}`, () => {
    it('delivers published updates to subscribers in order and stops after unsubscribe', async () => {
      const { publisher, subscriber, dispose } = await open();
      try {
        const organisationId = randomUUID();
        const received: LiveUpdate[] = [];
        const unsubscribe = await subscriber.subscribe((update) => {
          if (update.organisationId === organisationId) received.push(update);
        });
        const updates: LiveUpdate[] = [
          { organisationId, type: 'ThingHappened', position: 1, streamId: 'thing-1' },
          // A private event keeps its user (it goes to that user alone), and an update its data.
          { organisationId, type: 'PasswordChanged', position: 2, streamId: 'user-u-1', userId: 'u-1' },
          {
            organisationId,
            type: 'InsightSaved',
            position: 3,
            streamId: 'insight-i-1',
            data: { insightId: 'i-1', revision: 4, userId: 'u-1', at: 't' },
          },
        ];
        await publisher.publish(updates);
        for (let waited = 0; received.length < 3 && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
        expect(received).toEqual(updates);
        await unsubscribe();
        await publisher.publish([{ organisationId, type: 'Late', position: 4, streamId: 'thing-4' }]);
        await new Promise((r) => setTimeout(r, 100));
        expect(received).toHaveLength(3);
      } finally {
        await dispose();
      }
    });
  });
}
