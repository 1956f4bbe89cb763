export * from './stream-key-secret';
