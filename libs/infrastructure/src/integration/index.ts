export * from './integration-event';
export * from './integration-publisher.port';
export * from './kafka-integration-publisher';
