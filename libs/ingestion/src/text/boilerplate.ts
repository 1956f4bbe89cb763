/**
 * Page headers and footers: lines that repeat at the top or bottom of most pages ("Acme Corp —
 * Confidential", "Page 3 of 12"). Digits are masked so that changing page numbers still match.
 */

const mask = (line: string): string => line.trim().toLowerCase().replace(/\d+/g, '#');

/** How many lines at each edge of a page are candidates. */
const EDGE_LINES = 3;
/** A line is boilerplate when it sits at an edge of at least this share of the pages (and of 3 pages at least). */
const MIN_SHARE = 0.5;
const MIN_PAGES = 3;

/** The masked forms of lines that repeat at page edges, given each page's lines. */
export function findRepeatedEdgeLines(pages: ReadonlyArray<readonly string[]>): Set<string> {
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const nonEmpty = lines.filter((line) => line.trim() !== '');
    const edges = new Set([...nonEmpty.slice(0, EDGE_LINES), ...nonEmpty.slice(-EDGE_LINES)].map(mask));
    for (const edge of edges) counts.set(edge, (counts.get(edge) ?? 0) + 1);
  }
  const needed = Math.max(MIN_PAGES, Math.ceil(MIN_SHARE * pages.length));
  return new Set([...counts].filter(([line, count]) => count >= needed && line !== '').map(([line]) => line));
}

/** A page's lines without its repeated headers and footers (only lines at the page's edges are removed). */
export function stripEdgeLines(lines: readonly string[], repeated: ReadonlySet<string>): string[] {
  if (repeated.size === 0) return [...lines];
  const nonEmptyIndexes = lines.flatMap((line, index) => (line.trim() === '' ? [] : [index]));
  const edgeIndexes = new Set([...nonEmptyIndexes.slice(0, EDGE_LINES), ...nonEmptyIndexes.slice(-EDGE_LINES)]);
  return lines.filter((line, index) => !(edgeIndexes.has(index) && repeated.has(mask(line))));
}
