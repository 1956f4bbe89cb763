export { normaliseAccountName } from './account-name';
export { ingestSalesFile } from './ingest-sales-file';
export { salesAccountsOf } from './sales-accounts';
export { SALES_ERROR_CODES, type SalesErrorCode } from './sales-errors';
export { tableToSales, type SalesReading } from './table-to-sales';
export { hostOfEmail } from './web-domain';
