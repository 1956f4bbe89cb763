import type { Writeup } from './api/types';

/**
 * Customer text in a Markdown line: a leading character that Markdown reads as structure (a heading,
 * quote, list, rule, table, fence or HTML) is escaped, and so are brackets and angle brackets
 * anywhere (and the backslash itself), so no link, image or HTML can form: the text stays text.
 */
export function neutralise(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\\[\]<>]/g, (character) => `\\${character}`)
    .split('\n')
    .map((line) => {
      const trimmed = line.replace(/^\s+/, '');
      if (/^([#>*+\-=_`~|<]|\d+[.)])/.test(trimmed)) return `\\${trimmed}`;
      return trimmed;
    })
    .join('\n')
    .trim();
}

/** A paragraph's citation numbers, as the page shows them: [1] [2]. */
export function citationNumbers(writeup: Writeup, citations: Writeup['sections'][number]['blocks'][number]['citations']): number[] {
  const numbers = citations
    .map(
      (citation) =>
        writeup.sources.find(
          (source) => source.recommendation_id === citation.recommendation_id && source.snippet_id === citation.snippet_id,
        )?.number,
    )
    .filter((number): number is number => number !== undefined);
  return [...new Set(numbers)];
}

export interface MarkdownLabels {
  heading: (key: string) => string;
  sources: string;
}

/** The document as Markdown: # title, ## each section, paragraphs with their [n], ## Sources numbered. */
export function writeupMarkdown(writeup: Writeup, labels: MarkdownLabels): string {
  const lines: string[] = [`# ${neutralise(writeup.title).replace(/\n/g, ' ')}`, ''];
  for (const section of writeup.sections) {
    lines.push(`## ${labels.heading(section.key)}`, '');
    for (const block of section.blocks) {
      const numbers = citationNumbers(writeup, block.citations);
      const cites = numbers.map((number) => `[${number}]`).join(' ');
      lines.push(`${neutralise(block.text)}${cites ? ` ${cites}` : ''}`, '');
    }
  }
  if (writeup.sources.length > 0) {
    lines.push(`## ${labels.sources}`, '');
    for (const source of writeup.sources) {
      const quote = source.text ? ` “${neutralise(source.text).replace(/\n/g, ' ')}”` : '';
      lines.push(`${source.number}. ${neutralise(source.title).replace(/\n/g, ' ')}${quote ? ':' : ''}${quote}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** A file name from the title: letters, digits and dashes. */
export function markdownFileName(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || fallback}.md`;
}
