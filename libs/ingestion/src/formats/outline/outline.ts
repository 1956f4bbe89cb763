import type { HeadingEntry } from '../../model/ingested-document';
import { normaliseText } from '../../text/normalise-text';
import { BlockList } from './block-list';

/**
 * The blocks of a document with headings (Markdown, HTML, Word): each block is located by its paragraph
 * number and by the headings above it, outermost first. A heading closes every heading of its
 * level or deeper, so "# A / ## B / ## C" puts C's paragraphs under [A, C].
 */
export class Outline {
  readonly headings: HeadingEntry[] = [];
  private readonly list = new BlockList();
  private trail: HeadingEntry[] = [];
  // One array per heading change, shared by the blocks under it (never mutated afterwards).
  private headingPath: string[] = [];

  get blocks() {
    return this.list.blocks;
  }

  /** The first top-level heading, the usual title of a Markdown or web document. */
  get firstTitle(): string | undefined {
    return this.headings.find((heading) => heading.level === 1)?.text;
  }

  heading(level: number, rawText: string): void {
    const text = normaliseText(rawText);
    if (text === '') return;
    const entry = { level, text };
    this.headings.push(entry);
    this.trail = [...this.trail.filter((above) => above.level < level), entry];
    this.headingPath = this.trail.map((above) => above.text);
  }

  add(text: string, location: { line?: number } = {}): void {
    this.list.add(text, { ...location, headingPath: this.headingPath });
  }
}
