/**
 * Container-backed suites (EventStoreDB, MongoDB, Kafka) need a Docker engine; the global setup
 * probes for one once and prints the reason when there is none.
 */
export const containersAvailable = process.env.CONTAINER_RUNTIME_AVAILABLE === '1';

export const describeWithContainers: jest.Describe = containersAvailable ? describe : describe.skip;
