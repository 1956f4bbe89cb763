import { Outline } from '../outline/outline';
import { ELEMENT_NODE, TEXT_NODE, type HtmlNode } from './html-node';

/**
 * Turns a page's content into blocks: every paragraph, list item, quote, table cell (and any other
 * block of text, such as a div's own words) is one block, located by its number and by the
 * headings above it. Text inside inline elements (links, emphasis) joins its block; <br> is a line
 * break; other line breaks in the source are spaces, as a browser shows them, except in <pre>.
 */

// Elements that never hold readable text.
const NOT_TEXT = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'HEAD',
  'TITLE',
  'SVG',
  'MATH',
  'CANVAS',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'AUDIO',
  'VIDEO',
  'SELECT',
  'BUTTON',
  'TEXTAREA',
]);
// A page's furniture, dropped when Readability did not already pick the article out.
const PAGE_FURNITURE = new Set(['NAV', 'HEADER', 'FOOTER', 'ASIDE', 'FORM']);
const FURNITURE_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'dialog', 'alertdialog']);
const CONSENT_BANNER = /cookie|consent|gdpr/i;
const BLOCK_ELEMENTS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BODY',
  'CAPTION',
  'DD',
  'DETAILS',
  'DIALOG',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'HEADER',
  'HGROUP',
  'HR',
  'LEGEND',
  'LI',
  'MAIN',
  'MENU',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'SUMMARY',
  'TABLE',
  'TBODY',
  'TD',
  'TFOOT',
  'TH',
  'THEAD',
  'TR',
  'UL',
]);
const HEADING = /^H([1-6])$/;
const HIDDEN_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;

const isHidden = (element: HtmlNode): boolean =>
  element.getAttribute?.('hidden') != null ||
  element.getAttribute?.('aria-hidden') === 'true' ||
  HIDDEN_STYLE.test(element.getAttribute?.('style') ?? '');

export function htmlBlocks(nodes: readonly HtmlNode[], options: { dropPageFurniture: boolean }): Outline {
  const walk = new BlockWalk(options.dropPageFurniture);
  for (const node of nodes) walk.visit(node);
  walk.endBlock();
  return walk.outline;
}

class BlockWalk {
  readonly outline = new Outline();
  private text = '';
  private headingLevel = 0;
  private preformatted = 0;

  constructor(private readonly dropPageFurniture: boolean) {}

  visit(node: HtmlNode): void {
    if (node.nodeType === TEXT_NODE) this.addText(node.nodeValue ?? '');
    else if (node.nodeType === ELEMENT_NODE) this.element(node);
  }

  endBlock(): void {
    // Blocks inside a heading (rare) are part of the heading's text.
    if (this.headingLevel > 0) return;
    this.outline.add(this.text);
    this.text = '';
  }

  private element(element: HtmlNode): void {
    const name = element.nodeName.toUpperCase();
    if (NOT_TEXT.has(name) || isHidden(element) || (this.dropPageFurniture && this.isFurniture(name, element))) return;
    if (name === 'BR') {
      this.text += '\n';
      return;
    }
    const heading = HEADING.exec(name);
    if (heading !== null && this.headingLevel === 0) return this.heading(Number(heading[1]), element);
    const isBlock = BLOCK_ELEMENTS.has(name);
    const isPre = name === 'PRE';
    if (isBlock) this.endBlock();
    if (isPre) this.preformatted++;
    this.children(element);
    if (isPre) this.preformatted--;
    if (isBlock) this.endBlock();
  }

  // Recursion is bounded: checkHtmlShape refused pages nested deeper than MAX_HTML_DEPTH.
  private children(parent: HtmlNode): void {
    for (let child = parent.firstChild; child !== null; child = child.nextSibling) this.visit(child);
  }

  private heading(level: number, element: HtmlNode): void {
    this.endBlock();
    this.headingLevel = level;
    this.children(element);
    this.headingLevel = 0;
    this.outline.heading(level, this.text);
    this.text = '';
  }

  private addText(value: string): void {
    this.text += this.preformatted > 0 ? value : value.replace(/\s+/g, ' ');
  }

  private isFurniture(name: string, element: HtmlNode): boolean {
    if (PAGE_FURNITURE.has(name) || FURNITURE_ROLES.has(element.getAttribute?.('role') ?? '')) return true;
    return CONSENT_BANNER.test(`${element.getAttribute?.('id') ?? ''} ${element.getAttribute?.('class') ?? ''}`);
  }
}
