export * from './mongo-read-store';
export * from './projection-progress';
export * from './read-store.port';
export * from './sql-read-store';
