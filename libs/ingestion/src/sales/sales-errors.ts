export const SALES_FORMAT_MESSAGE = 'Sales data must be a CSV or XLSX export of your CRM.';
