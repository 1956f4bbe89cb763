import { decodeText } from '../../text/decode-text';
import type { FormatReader } from '../reader';
import { htmlBlocks } from './html-blocks';
import { checkHtmlShape } from './html-shape';
import { mainContent } from './main-content';

/**
 * A web page: its readable main text, without scripts, styles or navigation. Bytes that are not
 * valid UTF-8 are read as Windows-1252, which also covers pages declaring ISO-8859-1 (browsers
 * treat the two alike).
 */
export const readHtml: FormatReader = async ({ bytes }) => {
  const { text: html } = decodeText(bytes);
  checkHtmlShape(html);
  const content = mainContent(html);
  const outline = htmlBlocks(content.nodes, { dropPageFurniture: !content.isArticle });
  return { kind: 'text', title: content.title, blocks: outline.blocks, structure: { headings: outline.headings } };
};
