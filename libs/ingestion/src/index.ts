export * from './errors';
export * from './model/ingested-document';
export * from './model/limits';
export { ingestFile, type IngestInput, type IngestOptions } from './ingest-file';
// The cheap checks an upload gets before anything is stored: the name's format, the first bytes.
export { FORMAT_NAMES, checkSignature, formatOfName } from './formats/detect-format';
// Sales data: a CRM export read into records, and the accounts the analysis attaches revenue to.
export * from './sales';
// Every CSV the product writes (with spreadsheet formulas neutralised), the changelog's export among them.
export { writeCsv, type WriteCsvOptions } from './export';
