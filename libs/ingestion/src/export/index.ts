export { writeCsv, type WriteCsvOptions } from './write-csv';
