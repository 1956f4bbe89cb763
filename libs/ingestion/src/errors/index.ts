export * from './ingestion-error';
