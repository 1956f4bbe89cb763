export { readXlsx } from './read-xlsx';
