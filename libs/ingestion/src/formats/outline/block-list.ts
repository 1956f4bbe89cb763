import { IngestionError } from '../../errors';
import type { SnippetLocation } from '../../model/ingested-document';
import type { RawBlock } from '../reader';

/**
 * Most blocks one text-like file may give. Every block costs memory until the document is
 * assembled, so a file made of millions of one-word paragraphs ("a\n\nb\n\n..." fills 50 MB with
 * 16 million) is refused instead of exhausting it; a long real document has far fewer.
 */
export const MAX_BLOCKS = 500_000;

/** Blocks numbered as paragraphs (1-based, in reading order); blank ones are neither kept nor counted. */
export class BlockList {
  readonly blocks: RawBlock[] = [];

  add(text: string, location: Omit<SnippetLocation, 'paragraph'>): void {
    if (text.trim() === '') return;
    if (this.blocks.length === MAX_BLOCKS) {
      throw new IngestionError(
        'FILE_TOO_LARGE',
        `The file has more than ${MAX_BLOCKS.toLocaleString('en')} paragraphs, more than can be read at once. Split it into smaller files and upload them again.`,
      );
    }
    this.blocks.push({ text, location: { paragraph: this.blocks.length + 1, ...location } });
  }
}
