import { randomUUID } from 'node:crypto';
import { liveUpdateBusContract } from './live-update-bus.contract';
import { RedisLiveUpdateBus } from './redis-live-update-bus';

// The machine's Redis (started by .ci/run); a channel per run keeps parallel runs apart.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

liveUpdateBusContract('Redis pub/sub', async () => {
  const channel = `live-updates-test-${randomUUID()}`;
  // Two buses, as in two processes: a projector publishing, a query API subscribing.
  const publisher = new RedisLiveUpdateBus(REDIS_URL, channel);
  const subscriber = new RedisLiveUpdateBus(REDIS_URL, channel);
  return {
    publisher,
    subscriber,
    dispose: async () => {
      await Promise.all([publisher.close(), subscriber.close()]);
    },
  };
});
