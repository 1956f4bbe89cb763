import { ingestFile } from '../../ingest-file';
import { MAX_BLOCKS } from '../outline/block-list';
import { readMarkdown } from './read-markdown';
import { refusalOf } from '../../refusal.spec-helper';

const ingest = (content: string | Buffer, fileName = 'notes.md') =>
  ingestFile(
    { bytes: typeof content === 'string' ? Buffer.from(content, 'utf8') : content, fileName },
    { readers: { markdown: readMarkdown } },
  );

const NOTES = `---
title: Customer interviews
tags: [billing, search]
---
# Customer *interviews*, March

We spoke to **twelve** customers about [billing](https://example.com/billing) and the \`export\` button.
Most of them pay yearly.  
One pays monthly. ![A screenshot](shot.png)

## Pricing

- The annual plan is too expensive.
- Invoices are hard to find
  in the billing page.
  - Especially [old ones][archive].

> "I would pay more for a faster search."

### Requests

| Feature | Votes |
|---------|------:|
| Faster *search* | 7 |
| Dark mode | 2 |

\`\`\`js
exportAll({ format: 'csv' });
\`\`\`

    indented code is skipped too

<div class="callout">
Raw HTML blocks are markup, not words.
</div>

Support
-------

1. Replies take <span>two days</span>.<br>Too slow.

[archive]: https://example.com/archive
`;

describe('readMarkdown', () => {
  it('reads paragraphs, list items, quotes and table cells with their line and heading path, markup removed', async () => {
    const document = await ingest(NOTES);

    const top = ['Customer interviews, March'];
    const pricing = [...top, 'Pricing'];
    const requests = [...pricing, 'Requests'];
    const support = [...top, 'Support'];
    expect(document.format).toBe('markdown');
    expect(document.title).toBe('Customer interviews, March');
    expect(document.structure).toEqual({
      headings: [
        { level: 1, text: 'Customer interviews, March' },
        { level: 2, text: 'Pricing' },
        { level: 3, text: 'Requests' },
        { level: 2, text: 'Support' },
      ],
    });
    expect(document.snippets).toEqual([
      {
        text: 'We spoke to twelve customers about billing and the export button. Most of them pay yearly. One pays monthly.',
        count: 1,
        location: { paragraph: 1, line: 7, headingPath: top },
      },
      { text: 'The annual plan is too expensive.', count: 1, location: { paragraph: 2, line: 13, headingPath: pricing } },
      { text: 'Invoices are hard to find in the billing page.', count: 1, location: { paragraph: 3, line: 14, headingPath: pricing } },
      { text: 'Especially old ones.', count: 1, location: { paragraph: 4, line: 16, headingPath: pricing } },
      { text: '"I would pay more for a faster search."', count: 1, location: { paragraph: 5, line: 18, headingPath: pricing } },
      { text: 'Feature', count: 1, location: { paragraph: 6, line: 22, headingPath: requests } },
      { text: 'Votes', count: 1, location: { paragraph: 7, line: 22, headingPath: requests } },
      { text: 'Faster search', count: 1, location: { paragraph: 8, line: 24, headingPath: requests } },
      { text: '7', count: 1, location: { paragraph: 9, line: 24, headingPath: requests } },
      { text: 'Dark mode', count: 1, location: { paragraph: 10, line: 25, headingPath: requests } },
      { text: '2', count: 1, location: { paragraph: 11, line: 25, headingPath: requests } },
      { text: 'Replies take two days. Too slow.', count: 1, location: { paragraph: 12, line: 40, headingPath: support } },
    ]);
  });

  it('keeps line numbers with Windows line breaks, and has no title without a top-level heading', async () => {
    const document = await ingest('## Onboarding\r\n\r\nThe setup took *two* weeks.\r\n\r\n## Billing\r\n\r\nCards were declined.\r\n');

    expect(document.title).toBe('notes');
    expect(document.snippets).toEqual([
      { text: 'The setup took two weeks.', count: 1, location: { paragraph: 1, line: 3, headingPath: ['Onboarding'] } },
      { text: 'Cards were declined.', count: 1, location: { paragraph: 2, line: 7, headingPath: ['Billing'] } },
    ]);
  });

  it('closes deeper headings when a heading of the same or a higher level starts', async () => {
    const document = await ingest('Before any heading.\n\n# A\n\n## B\n\n### C\n\nUnder C.\n\n## D\n\nUnder D.\n\n# E\n\nUnder E.\n');

    expect(document.snippets.map((snippet) => snippet.location)).toEqual([
      { paragraph: 1, line: 1, headingPath: [] },
      { paragraph: 2, line: 9, headingPath: ['A', 'B', 'C'] },
      { paragraph: 3, line: 13, headingPath: ['A', 'D'] },
      { paragraph: 4, line: 17, headingPath: ['E'] },
    ]);
  });

  it('merges identical paragraphs into one snippet with a count', async () => {
    const document = await ingest('# Call notes\n\nToo expensive.\n\n- Too *expensive*.\n');

    expect(document.snippets).toEqual([
      {
        text: 'Too expensive.',
        count: 2,
        location: { paragraph: 1, line: 3, headingPath: ['Call notes'] },
        repeats: [{ location: { paragraph: 2, line: 5, headingPath: ['Call notes'] } }],
      },
    ]);
  });

  it('reads a paragraph of more than 100,000 characters, its markup removed', async () => {
    const paragraph = Array.from({ length: 20_000 }, (_, index) => `Customer ${index} said **slow**.`).join(' ');

    const document = await ingest(paragraph);

    expect(document.snippets.map((snippet) => snippet.text).join(' ')).toEqual(paragraph.replace(/\*\*/g, ''));
    expect(document.snippets.every((snippet) => snippet.text.length <= 2000)).toBe(true);
  });

  it('reads a 50,000-row table, each cell located by its row (tokens are handed over in batches)', async () => {
    const rows = Array.from({ length: 50_000 }, (_, index) => `| respondent ${index} | answer ${index} |`);

    const document = await ingest(`| Respondent | Answer |\n|---|---|\n${rows.join('\n')}\n`);

    expect(document.snippets).toHaveLength(100_002);
    expect(document.snippets.slice(-2)).toEqual([
      { text: 'respondent 49999', count: 1, location: { paragraph: 100_001, line: 50_002, headingPath: [] } },
      { text: 'answer 49999', count: 1, location: { paragraph: 100_002, line: 50_002, headingPath: [] } },
    ]);
  });

  it('reads a run of unmatched emphasis markers (hostile markup) as text, nothing lost', async () => {
    const document = await ingest('*a '.repeat(300_000));

    expect(document.snippets.every((snippet) => /^(\*a )*\*a$/.test(snippet.text) && snippet.text.length <= 2000)).toBe(true);
    const letters = document.snippets.reduce((total, snippet) => total + (snippet.count * (snippet.text.length + 1)) / 3, 0);
    expect(letters).toBe(300_000);
  });

  it('reads past blockquotes nested 100,000 deep (markdown-it stops nesting at 100 levels)', async () => {
    const document = await ingest(`Before.\n\n${'>'.repeat(100_000)} deep\n\nAfter.\n`);

    expect(document.snippets).toEqual([
      { text: 'Before.', count: 1, location: { paragraph: 1, line: 1, headingPath: [] } },
      { text: 'After.', count: 1, location: { paragraph: 2, line: 5, headingPath: [] } },
    ]);
  });

  describe('refuses', () => {
    it('a file of only whitespace', async () => {
      const error = await refusalOf(ingest('\n  \n\t\n'));

      expect(error).toMatchObject({ code: 'NO_TEXT', message: 'No readable text was found in a Markdown file.' });
    });

    it('a file of only code, front matter and headings', async () => {
      const error = await refusalOf(ingest('---\ntitle: Snippets\n---\n# Snippets\n\n```sh\nnpm install\n```\n'));

      expect(error.code).toBe('NO_TEXT');
    });

    it('a file of more lines than markdown-it can index', async () => {
      const error = await refusalOf(ingest('\n'.repeat(2_000_001)));

      expect(error).toMatchObject({
        code: 'FILE_TOO_LARGE',
        message:
          'The Markdown file has more than 2,000,000 lines, more than can be read at once. Split it into smaller files and upload them again.',
      });
    });

    it('a file of more paragraphs than can be held at once', async () => {
      const error = await refusalOf(ingest('- a\n'.repeat(MAX_BLOCKS + 1)));

      expect(error).toMatchObject({
        code: 'FILE_TOO_LARGE',
        message:
          'The Markdown file has more than 500,000 paragraphs and headings, more than can be read at once. Split it into smaller files and upload them again.',
      });
    });
  });
});
