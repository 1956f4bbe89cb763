export { normaliseAccountName } from './account-name';
export { ingestSalesFile } from './ingest-sales-file';
export { salesAccountsOf } from './sales-accounts';
export { SALES_FORMAT_MESSAGE } from './sales-errors';
export { tableToSales, type SalesReading } from './table-to-sales';
export { hostOfEmail } from './web-domain';
