import { markdownFileName, neutralise, writeupMarkdown } from './markdown';
import { aWriteup } from './test-support';

const labels = {
  heading: (key: string) => ({ problem_statement: 'Problem Statement', user_stories: 'User Stories' })[key] ?? key,
  sources: 'Sources',
};

describe('a document as Markdown', () => {
  it('has the title, each section’s heading, each paragraph with its citation numbers, and the numbered sources', () => {
    expect(writeupMarkdown(aWriteup(), labels)).toBe(
      [
        '# Onboarding research: product spec',
        '',
        '## Problem Statement',
        '',
        'New customers cannot tell why their imports fail. [1] [2]',
        '',
        '## User Stories',
        '',
        'As an admin, I want to see why an import failed. [1]',
        '',
        '## Sources',
        '',
        '1. Imports fail without saying why: “The import just stops.”',
        '2. Setup takes too long',
        '',
      ].join('\n'),
    );
  });

  it('keeps customer text as text: a leading heading, quote, list, rule or table character is escaped, and brackets anywhere', () => {
    expect(neutralise('# Not a heading')).toBe('\\# Not a heading');
    expect(neutralise('> not a quote\n- not a list\n1. not numbered\n  <script>')).toBe(
      '\\> not a quote\n\\- not a list\n\\1. not numbered\n\\<script\\>',
    );
    expect(neutralise('| a | b |')).toBe('\\| a | b |');
    expect(neutralise('Plain words # stay')).toBe('Plain words # stay');
    // No link, image or HTML anywhere in a line either.
    expect(neutralise('see [this](javascript:alert(1)) and ![x](y) <b>bold</b>')).toBe(
      'see \\[this\\](javascript:alert(1)) and !\\[x\\](y) \\<b\\>bold\\</b\\>',
    );
    const hostile = aWriteup({
      title: '## Owned',
      sources: [{ ...aWriteup().sources[0], title: '---', text: '# loud' }, aWriteup().sources[1]],
    });
    const markdown = writeupMarkdown(hostile, labels);
    expect(markdown.startsWith('# \\## Owned\n')).toBe(true);
    expect(markdown).toContain('1. \\---: “\\# loud”');
  });

  it('names the file after the title', () => {
    expect(markdownFileName('Onboarding research: product spec', 'product_spec')).toBe('onboarding-research-product-spec.md');
    expect(markdownFileName('???', 'value_prop')).toBe('value_prop.md');
  });
});
