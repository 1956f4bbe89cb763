export { readText } from './read-text';
