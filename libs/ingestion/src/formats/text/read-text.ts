import { decodeText } from '../../text/decode-text';
import type { FormatReader } from '../reader';
import { BlockList } from '../outline/block-list';
import { textParagraphs } from './text-paragraphs';

/**
 * Plain text: one block per paragraph, located by its number and the line it starts on. A
 * paragraph longer than limits.maxSnippetChars (a 10 MB line) is split into snippets by the core.
 * Plain text names no title, so the document is titled after its file.
 */
export const readText: FormatReader = async ({ bytes }) => {
  const { text } = decodeText(bytes);
  const list = new BlockList();
  for (const paragraph of textParagraphs(text)) list.add(paragraph.text, { line: paragraph.line });
  return { kind: 'text', blocks: list.blocks, structure: {} };
};
