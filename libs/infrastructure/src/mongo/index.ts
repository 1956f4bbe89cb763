export * from './database-name';
