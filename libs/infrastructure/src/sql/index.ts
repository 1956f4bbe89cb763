export * from './data-directory-lock';
export * from './pglite-client';
export * from './pglite-worker-client';
export * from './postgres-client';
export * from './process-identity';
export * from './schema';
export * from './sql-client';
export * from './rows-as-json';
