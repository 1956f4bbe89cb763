export { readCsv } from './read-csv';
export { generateBenchSurveyCsv } from './bench-survey';
