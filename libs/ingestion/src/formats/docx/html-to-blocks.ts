import { parseHTML } from 'linkedom';
import type { HeadingEntry } from '../../model/ingested-document';
import { Outline } from '../outline/outline';
import type { RawBlock } from '../reader';

/**
 * Turns the HTML mammoth makes of a Word document into blocks: every paragraph, list item and
 * table cell is one block, located by its number among the document's paragraphs (headings and
 * empty paragraphs not counted) and by the headings above it, outermost first.
 */

export interface DocxOutline {
  blocks: RawBlock[];
  headings: HeadingEntry[];
}

/** The little of the DOM this walk needs (the project compiles without the DOM library). */
interface HtmlNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<HtmlNode>;
  getAttribute?(name: string): string | null;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const HEADING = /^H([1-6])$/;
const BLOCKS = new Set(['P', 'LI', 'TD', 'TH']);
// Lists and tables inside a block (a sub-list in a list item, a table in a cell) are blocks of
// their own, read after the one that holds them.
const NESTED_CONTAINERS = new Set(['UL', 'OL', 'TABLE']);
// Paragraphs inside a cell or list item keep their line breaks between them.
const INNER_PARAGRAPHS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

/** Mammoth's note markers ("[1]" in the text, "↑" after the note) are links, not words. */
const isNoteLink = (element: HtmlNode): boolean =>
  element.nodeName === 'A' && /^#(footnote|endnote)-/.test(element.getAttribute?.('href') ?? '');

export function htmlToBlocks(html: string): DocxOutline {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const walk = new DocumentWalk();
  walk.visitChildren(document.body as unknown as HtmlNode);
  return { blocks: walk.outline.blocks, headings: walk.outline.headings };
}

class DocumentWalk {
  readonly outline = new Outline();

  visitChildren(node: HtmlNode): void {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === ELEMENT_NODE) this.visit(child);
    }
  }

  private visit(element: HtmlNode): void {
    const heading = HEADING.exec(element.nodeName);
    if (heading !== null) return this.outline.heading(Number(heading[1]), collectText(element, []));
    if (!BLOCKS.has(element.nodeName)) return this.visitChildren(element);
    const nested: HtmlNode[] = [];
    this.outline.add(collectText(element, nested));
    for (const container of nested) this.visit(container);
  }
}

/** The block's own text, line breaks kept; lists and tables inside it are handed back in `nested`. */
function collectText(node: HtmlNode, nested: HtmlNode[]): string {
  let text = '';
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === TEXT_NODE) {
      text += child.textContent ?? '';
    } else if (child.nodeType === ELEMENT_NODE) {
      if (child.nodeName === 'BR') text += '\n';
      else if (NESTED_CONTAINERS.has(child.nodeName)) nested.push(child);
      else if (INNER_PARAGRAPHS.has(child.nodeName)) text += `\n${collectText(child, nested)}\n`;
      else if (!isNoteLink(child)) text += collectText(child, nested);
    }
  }
  return text;
}
