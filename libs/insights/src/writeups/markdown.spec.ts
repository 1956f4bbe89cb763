import { composeWriteup } from './compose-writeup';
import { markdownText, writeupQuotesById, writeupToMarkdown } from './markdown';
import type { Writeup } from './types';
import { insight, material } from './writeups.spec-helper';

const quotes = new Map([
  ['s1', { insightTitle: 'Lost luggage', text: 'My bag was lost' }],
  ['s2', { insightTitle: 'Lost luggage', text: 'Three days without my suitcase' }],
  ['s3', { insightTitle: 'Slow refunds', text: 'Six weeks for a refund' }],
  ['refund', { insightTitle: 'Slow refunds', text: '' }],
]);

const writeup: Writeup = {
  kind: 'value_prop',
  title: 'Value proposition: Acme Air',
  sections: [
    {
      key: 'pain_points',
      blocks: [
        {
          id: 'pain_points.1',
          text: 'Lost luggage: 14 of 60 snippets.',
          citations: [
            { insightId: 'lost', snippetId: 's1' },
            { insightId: 'lost', snippetId: 's2' },
          ],
        },
        { id: 'pain_points.2', text: 'Slow refunds.', citations: [{ insightId: 'refund', snippetId: 's3' }] },
      ],
    },
    {
      key: 'value_story',
      blocks: [
        {
          id: 'value_story.1',
          text: 'It starts with lost luggage.',
          citations: [
            { insightId: 'lost', snippetId: 's2' },
            { insightId: 'refund', snippetId: null },
            { insightId: 'gone', snippetId: 's9' },
          ],
        },
        { id: 'value_story.2', text: 'A plain sentence.', citations: [] },
      ],
    },
  ],
};

describe('writeupToMarkdown', () => {
  it('writes the title, headings, paragraphs with citation numbers and the numbered sources', () => {
    expect(writeupToMarkdown(writeup, { pain_points: 'Pain Points' }, quotes)).toBe(
      [
        '# Value proposition: Acme Air',
        '',
        '## Pain Points',
        '',
        'Lost luggage: 14 of 60 snippets. [1][2]',
        '',
        'Slow refunds. [3]',
        '',
        '## value_story',
        '',
        'It starts with lost luggage. [2][4][5]',
        '',
        'A plain sentence.',
        '',
        '## Sources',
        '',
        '- [1] "My bag was lost" — Lost luggage',
        '- [2] "Three days without my suitcase" — Lost luggage',
        '- [3] "Six weeks for a refund" — Slow refunds',
        '- [4] Insight: Slow refunds',
        '- [5] Quote s9 is no longer available',
        '',
      ].join('\n'),
    );
  });

  it('has no Sources section when nothing is cited', () => {
    const bare: Writeup = {
      kind: 'value_prop',
      title: 'T',
      sections: [{ key: 'benefits', blocks: [{ id: 'b.1', text: 'x', citations: [] }] }],
    };
    expect(writeupToMarkdown(bare, {}, new Map())).toBe('# T\n\n## benefits\n\nx\n');
  });

  it('neutralises structure in customer text: no heading, quote, list, table, HTML, link or image can form', () => {
    const hostile = [
      '# Heading\n## another',
      '> quoted',
      '- item',
      '+ item',
      '* item',
      '1. first',
      '2) second',
      '| a | b |\n|---|---|',
      '---',
      '===',
      '```js',
      '<script>alert(1)</script>',
      '[click](javascript:alert(1)) ![img](http://x/y.png) [1]: http://evil',
      '&lt;b&gt;',
      'back\\slash \\# not an escape',
    ];
    for (const text of hostile) {
      const safe = markdownText(text);
      expect(safe).not.toMatch(/\n/);
      expect(safe).not.toMatch(/^(?:#|>|[-+*=_~`|]|\d+[.)])/);
      expect(safe).not.toMatch(/(?<!\\)[<[\]|&]/);
      expect(safe).not.toMatch(/(?<!\\)(?:\\\\)*\\(?![\\<>[\]|&#>+\-*=_~`.)])/);
    }
    expect(markdownText('# Heading\n## another')).toBe('\\# Heading ## another');
    expect(markdownText('1. first')).toBe('1\\. first');
    expect(markdownText('<script>x</script>')).toBe('\\<script\\>x\\</script\\>');
    expect(markdownText('[a](b)')).toBe('\\[a\\](b)');
    expect(markdownText('a \\[b')).toBe('a \\\\\\[b');

    const injected: Writeup = {
      kind: 'product_spec',
      title: '# Title\n> x',
      sections: [
        {
          key: 'requirements',
          blocks: [{ id: 'r.1', text: '## Not a heading\n- nor a list', citations: [{ insightId: 'i', snippetId: 'q' }] }],
        },
      ],
    };
    const markdown = writeupToMarkdown(
      injected,
      { requirements: '<b>Requirements</b>' },
      new Map([['q', { insightTitle: '[x](y)', text: '"\n# quoted heading' }]]),
    );
    expect(markdown.split('\n').filter((line) => /^(#|>|-)/.test(line))).toEqual([
      '# \\# Title \\> x',
      '## \\<b\\>Requirements\\</b\\>',
      '## Sources',
      '- [1] "" # quoted heading" — \\[x\\](y)',
    ]);
  });

  it('renders a composed write-up with every citation resolved through writeupQuotesById', () => {
    const input = material('research_plan', {
      insights: [insight('a', { title: 'Exports' }), insight('b', { title: 'Pricing', quotes: [] })],
    });
    const markdown = writeupToMarkdown(composeWriteup(input), { what_we_know: 'What we know' }, writeupQuotesById(input));
    expect(markdown).toContain('## What we know');
    expect(markdown).toContain('- [1] "First quote of a" — Exports');
    expect(markdown).toContain('Insight: Pricing');
    expect(markdown).not.toContain('no longer available');
  });
});
