import { decodeText } from '../../text/decode-text';
import type { FormatReader } from '../reader';
import { Outline } from '../outline/outline';
import { blankFrontMatter } from './front-matter';
import { inlineText, parseMarkdownBlocks } from './markdown-parser';

/**
 * Markdown: every paragraph (in lists and quotes too) and table cell is a block, located by its
 * number, the line it starts on and the headings above it. The first top-level heading is the title.
 */
export const readMarkdown: FormatReader = async ({ bytes }) => {
  const { text } = decodeText(bytes);
  const { blocks, env } = parseMarkdownBlocks(blankFrontMatter(text));
  const outline = new Outline();
  for (const block of blocks) {
    const words = inlineText(block.source, env);
    if (block.level > 0) outline.heading(block.level, words);
    else outline.add(words, { line: block.line });
  }
  return { kind: 'text', title: outline.firstTitle, blocks: outline.blocks, structure: { headings: outline.headings } };
};
