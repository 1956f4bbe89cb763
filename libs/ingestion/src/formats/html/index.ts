export { readHtml } from './read-html';
