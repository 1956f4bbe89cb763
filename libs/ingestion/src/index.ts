export * from './errors';
export * from './model/ingested-document';
export * from './model/limits';
export { ingestFile, type IngestInput, type IngestOptions } from './ingest-file';
