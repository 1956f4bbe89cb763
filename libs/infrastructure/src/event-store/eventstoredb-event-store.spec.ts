import { randomUUID } from 'node:crypto';
import { GenericContainer, Wait } from 'testcontainers';
import { describeWithContainers } from '../../../../test/support/containers';
import { eventStoreContract } from './event-store.contract';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

/** /health/live answers before the node has elected itself leader; writes are the real test. */
async function waitUntilWritable(store: EventStoreDbEventStore): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const metadata = {
        organisationId: null,
        actorId: null,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date().toISOString(),
        schemaVersion: 1,
      };
      await store.append(`readiness-${randomUUID()}`, [{ id: randomUUID(), type: 'ReadinessChecked', data: {}, metadata }], 'no_stream');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const IMAGE = process.env.TEST_EVENTSTORE_IMAGE ?? 'eventstore/eventstore:24.10';
const HTTP_PORT = 2113;

// Pulling and starting the image can take longer than the default timeout.
jest.setTimeout(240_000);

describeWithContainers('EventStoreDB adapter', () => {
  eventStoreContract('EventStoreDB', async () => {
    const container = await new GenericContainer(IMAGE)
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_MEM_DB: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_START_STANDARD_PROJECTIONS: 'false',
        EVENTSTORE_CLUSTER_SIZE: '1',
      })
      .withExposedPorts(HTTP_PORT)
      .withWaitStrategy(Wait.forHttp('/health/live', HTTP_PORT).forStatusCode(204))
      .withStartupTimeout(180_000)
      .start();
    const store = new EventStoreDbEventStore(`esdb://${container.getHost()}:${container.getMappedPort(HTTP_PORT)}?tls=false`);
    await waitUntilWritable(store);
    return {
      store,
      dispose: async () => {
        await store.close();
        await container.stop();
      },
    };
  });
});
