import { Parser } from 'htmlparser2';
import { IngestionError } from '../../errors';

/**
 * Real pages nest a few dozen elements deep (browsers' own parsers cap nesting too). The HTML
 * parser under linkedom (htmlparser2) keeps its open elements in an array it shifts at every tag,
 * and Readability measures each node's text again for every ancestor, so both slow down with the
 * square of the depth: 100,000 nested divs take linkedom seconds and overflow Readability's stack
 * (10,000 already do; 256 levels around a short text take Readability about a second).
 */
export const MAX_HTML_DEPTH = 256;

/**
 * linkedom holds about 1.5 KB per element and Readability as much again while it works, so this
 * keeps a page under ~350 MB; a long article has a few thousand elements.
 */
export const MAX_HTML_ELEMENTS = 100_000;

/**
 * Checks a page's depth and size before any DOM is built, with the same parser and settings
 * linkedom uses (so the tree it measures is the tree linkedom would build), stopping at the first
 * element past a bound.
 */
export function checkHtmlShape(html: string): void {
  let depth = 0;
  let elements = 0;
  const parser = new Parser(
    {
      onopentag() {
        if (++elements > MAX_HTML_ELEMENTS) {
          throw new IngestionError(
            'FILE_TOO_LARGE',
            `The web page has more than ${MAX_HTML_ELEMENTS.toLocaleString('en')} elements, more than can be read at once. Save the part you need as a smaller page or as text, and upload it again.`,
          );
        }
        if (++depth > MAX_HTML_DEPTH) {
          throw new IngestionError(
            'CORRUPTED',
            `The web page nests its elements more than ${MAX_HTML_DEPTH} levels deep, which no real page does, so it cannot be read safely.`,
          );
        }
      },
      onclosetag() {
        depth--;
      },
    },
    { lowerCaseAttributeNames: false, decodeEntities: true },
  );
  parser.end(html);
}
