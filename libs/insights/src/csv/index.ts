export { readLabelledCsv, CsvInputError, type CsvReadOptions, type CsvReadResult, type CsvRow } from './read-labelled-csv';
export { firstInvalidUtf8Offset, lineOfOffset } from './utf8';
