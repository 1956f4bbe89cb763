export * from './catch-up-subscription';
export * from './event-sourced.repository';
export * from './event-store.port';
export * from './eventstoredb-event-store';
export * from './log-head';
export * from './sql-event-store';
export * from './upcasting-event-store';
export * from './wake-signal';
