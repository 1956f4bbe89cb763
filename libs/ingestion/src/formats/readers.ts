import { readDocx } from './docx';
import type { ReaderTable } from './reader';

/** The reader of each supported format. */
export const READERS: ReaderTable = {
  docx: readDocx,
};
