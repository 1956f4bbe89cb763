import MarkdownIt from 'markdown-it';
import { IngestionError } from '../../errors';
import { MAX_BLOCKS } from '../outline/block-list';

/**
 * markdown-it, run so that memory stays bounded whatever the file:
 * - block tokens are handed over as they are made, a few at a time, instead of being held for the
 *   whole document (a 50 MB table would otherwise take gigabytes), and only what a snippet needs
 *   is kept of them: each heading's or text block's source and line;
 * - inline markup is parsed afterwards, one block at a time (so that reference links defined at
 *   the end of the file resolve), in slices of bounded length;
 * - markdown-it keeps five numbers per line, so the number of lines is capped.
 * Raw HTML is recognised (html: true) so that its tags are dropped rather than read as words.
 */

/** A heading (level 1 to 6) or a text block (level 0) with its Markdown source and 1-based line. */
export interface MarkdownBlock {
  level: number;
  source: string;
  line: number;
}

export interface ParsedMarkdown {
  blocks: MarkdownBlock[];
  /** markdown-it's environment for the document: the reference links it defines, for inlineText. */
  env: object;
}

// The environment also carries the collector to the parser state.
interface CollectingEnv {
  collector: BlockCollector;
}

const MAX_LINES = 2_000_000;
// Block tokens held at once before they are handed over.
const TOKEN_BATCH = 1024;
// Inline parsing can make a token per character; longer text is parsed in slices of this size.
const MAX_INLINE_CHARS = 100_000;

const markdown = new MarkdownIt('default', { html: true });
// Inline parsing is done by inlineText, block by block.
markdown.core.ruler.enableOnly(['normalize', 'block']);
// This rule glues neighbouring text tokens with `+=`: on "*a *a *a ..." that chains a string piece
// per unmatched delimiter, kept until the block is done. inlineText joins the tokens itself.
markdown.inline.ruler2.disable('fragments_join');

/**
 * Reads block tokens in order. Headings, paragraphs (in lists and quotes too) and table cells hold
 * an inline token, the only text kept. Fenced and indented code, raw HTML blocks and rules hold
 * none: code and markup are not customer evidence, so they are skipped.
 */
class BlockCollector {
  private headingLevel = 0;
  // Table cells carry no line of their own; their row does.
  private rowLine = 0;

  constructor(private readonly blocks: MarkdownBlock[]) {}

  take(tokens: readonly MarkdownIt.Token[]): void {
    for (const token of tokens) {
      if (token.type === 'heading_open') this.headingLevel = Number(token.tag.slice(1));
      else if (token.type === 'heading_close') this.headingLevel = 0;
      else if (token.type === 'tr_open') this.rowLine = token.map?.[0] ?? this.rowLine;
      else if (token.type === 'inline')
        this.add({ level: this.headingLevel, source: token.content, line: (token.map?.[0] ?? this.rowLine) + 1 });
    }
  }

  private add(block: MarkdownBlock): void {
    if (this.blocks.length === MAX_BLOCKS) {
      throw new IngestionError(
        'FILE_TOO_LARGE',
        `The Markdown file has more than ${MAX_BLOCKS.toLocaleString('en')} paragraphs and headings, more than can be read at once. Split it into smaller files and upload them again.`,
      );
    }
    this.blocks.push(block);
  }
}

/**
 * Hands finished tokens to the collector before each new one. A rule sets a token's fields right
 * after pushing it, so every token but the one being pushed is complete. (markdown-it's list rule
 * later marks tight paragraphs as hidden by index; that flag is not read here.)
 */
class StreamingState extends markdown.block.State {
  override push(type: string, tag: string, nesting: MarkdownIt.Token.Nesting): MarkdownIt.Token {
    if (this.tokens.length >= TOKEN_BATCH) {
      (this.env as CollectingEnv).collector.take(this.tokens);
      this.tokens.length = 0;
    }
    return super.push(type, tag, nesting);
  }
}
markdown.block.State = StreamingState;

function countLines(text: string): number {
  let lines = 1;
  for (const _ of text.matchAll(/\r\n?|\n/g)) {
    if (++lines > MAX_LINES) break;
  }
  return lines;
}

/** The headings and text blocks of a Markdown text, in order. */
export function parseMarkdownBlocks(text: string): ParsedMarkdown {
  if (countLines(text) > MAX_LINES) {
    throw new IngestionError(
      'FILE_TOO_LARGE',
      `The Markdown file has more than ${MAX_LINES.toLocaleString('en')} lines, more than can be read at once. Split it into smaller files and upload them again.`,
    );
  }
  const blocks: MarkdownBlock[] = [];
  const env: CollectingEnv = { collector: new BlockCollector(blocks) };
  env.collector.take(markdown.parse(text, env));
  return { blocks, env };
}

/** Slices of at most `max` characters, cut after a line break or space where there is one. */
function* slicesOf(text: string, max: number): Generator<string> {
  let start = 0;
  while (text.length - start > max) {
    const window = text.slice(start, start + max);
    const cut = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '));
    const end = cut > 0 ? start + cut + 1 : start + max;
    yield text.slice(start, end);
    start = end;
  }
  yield text.slice(start);
}

/**
 * A block's words without their markup: the text of markdown-it's inline tokens (emphasis, links
 * and code spans unwrapped), line breaks kept, images and inline HTML tags left out.
 */
export function inlineText(source: string, env: object): string {
  // Each slice's words are joined at once: holding a part per token until the end would cost
  // memory in proportion to the markup (a 10 MB run of "*a " makes millions of tokens).
  const slices: string[] = [];
  for (const slice of slicesOf(source, MAX_INLINE_CHARS)) {
    const tokens: MarkdownIt.Token[] = [];
    markdown.inline.parse(slice, markdown, env, tokens);
    slices.push(tokens.map(wordsOf).join(''));
  }
  return slices.join('');
}

function wordsOf(token: MarkdownIt.Token): string {
  if (token.type === 'text' || token.type === 'text_special' || token.type === 'code_inline') return token.content;
  if (token.type === 'softbreak' || token.type === 'hardbreak') return '\n';
  if (token.type === 'html_inline' && /^<br\b/i.test(token.content)) return '\n';
  return '';
}
