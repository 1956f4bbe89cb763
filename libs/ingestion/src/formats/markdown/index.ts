export { readMarkdown } from './read-markdown';
