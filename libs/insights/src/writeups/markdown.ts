import type { Writeup, WriteupCitation, WriteupMaterial } from './types';

/**
 * A write-up as Markdown, for export and copy-paste.
 *
 * Text from data (titles, quotes, summaries, survey column names, the person's answers, the
 * model's rewording) goes through `markdownText`, so that it can only ever be inline text:
 * - line breaks and runs of whitespace are folded to one space, so no text can start a line of
 *   its own (a heading, a quote, a list item, a table row, a fence, a setext underline);
 * - a character that would make the start of the line a block anyway (`#`, `>`, `-`, `+`, `*`,
 *   `=`, `_`, `~`, `` ` ``, `|`, or a number followed by `.` or `)`) is backslash-escaped there;
 * - backslashes, `<` and `>`, `[` and `]`, `|` and `&` are backslash-escaped everywhere, so no raw
 *   HTML, entity, autolink, link, image, footnote or table cell can form, and nothing can undo an
 *   escape. Emphasis and code spans are left alone: they change how a word looks, not the
 *   document's structure.
 */

/** Inline-only Markdown for a text that came from data; see the module comment. */
export function markdownText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\<>[\]|&]/g, (character) => `\\${character}`)
    .replace(/^([#>+\-*=_~`])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

const citationKey = (citation: WriteupCitation): string => `${citation.insightId}\u0000${citation.snippetId ?? ''}`;

/**
 * `# title`, then `## heading` and a paragraph per block ending in its citation numbers `[1][2]`,
 * then `## Sources`: each cited quote once, numbered in order of first citation,
 * `[n] "<quote>" — <insight title>`. A quote is looked up in `quotesById` by its snippet id; an
 * insight-level citation (snippetId null) is looked up by the insight id and lists the insight's
 * title (writeupQuotesById puts both kinds in the map). A heading missing from `headings` is the
 * section key.
 */
export function writeupToMarkdown(
  writeup: Writeup,
  headings: Readonly<Record<string, string>>,
  quotesById: ReadonlyMap<string, { insightTitle: string; text: string }>,
): string {
  const numbers = new Map<string, number>();
  const sources: string[] = [];
  const numberOf = (citation: WriteupCitation): number => {
    const key = citationKey(citation);
    const known = numbers.get(key);
    if (known !== undefined) return known;
    const number = numbers.size + 1;
    numbers.set(key, number);
    sources.push(`- [${number}] ${sourceLine(citation, quotesById)}`);
    return number;
  };
  const lines = [`# ${markdownText(writeup.title)}`];
  for (const section of writeup.sections) {
    const heading = Object.prototype.hasOwnProperty.call(headings, section.key) ? headings[section.key] : section.key;
    lines.push('', `## ${markdownText(heading)}`);
    for (const block of section.blocks) {
      const marks = [...new Set(block.citations.map(numberOf))].map((number) => `[${number}]`).join('');
      lines.push('', [markdownText(block.text), marks].filter((part) => part !== '').join(' '));
    }
  }
  if (sources.length > 0) lines.push('', '## Sources', '', ...sources);
  return `${lines.join('\n')}\n`;
}

function sourceLine(citation: WriteupCitation, quotesById: ReadonlyMap<string, { insightTitle: string; text: string }>): string {
  if (citation.snippetId === null) {
    const insight = quotesById.get(citation.insightId);
    return `Insight: ${markdownText(insight?.insightTitle ?? citation.insightId)}`;
  }
  const quote = quotesById.get(citation.snippetId);
  return quote
    ? `"${markdownText(quote.text)}" — ${markdownText(quote.insightTitle)}`
    : `Quote ${markdownText(citation.snippetId)} is no longer available`;
}

/**
 * The lookup writeupToMarkdown needs, from the material the write-up was composed from: every
 * quote by snippet id, and every insight by its id (text '') for insight-level citations.
 */
export function writeupQuotesById(material: WriteupMaterial): Map<string, { insightTitle: string; text: string }> {
  const quotes = new Map<string, { insightTitle: string; text: string }>();
  for (const insight of material.insights) {
    quotes.set(insight.id, { insightTitle: insight.title, text: '' });
    for (const quote of insight.quotes) quotes.set(quote.snippetId, { insightTitle: insight.title, text: quote.text });
  }
  return quotes;
}
