export * from './in-process-live-update-bus';
export * from './live-updates.port';
export * from './redis-live-update-bus';
