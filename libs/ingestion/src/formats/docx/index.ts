export { readDocx } from './read-docx';
