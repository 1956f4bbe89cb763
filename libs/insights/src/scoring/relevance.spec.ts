import { contextRelevance, foldTerm, goalTerms, keywordRelevance, tokenize } from './relevance';

describe('keyword relevance', () => {
  it('tokenizes into lower-case, accent-free words', () => {
    expect(tokenize('Café-Export: SLOW, 2x!')).toEqual(['cafe', 'export', 'slow', '2x']);
  });

  it('folds common suffixes so word forms meet', () => {
    expect(['pricing', 'prices', 'price', 'priced'].map(foldTerm)).toEqual(['pric', 'pric', 'pric', 'pric']);
    expect(['companies', 'company'].map(foldTerm)).toEqual(['company', 'company']);
    expect(foldTerm('class')).toBe('class');
  });

  it('counts keywords found, saturating at three; a phrase needs all its words', () => {
    const tokens = tokenize('The invoices page and dark theme; mode switch is slow');
    expect(keywordRelevance(tokens, ['invoice', 'dark mode', 'sso', 'api', 'audit'])).toEqual({
      value: 2 / 3,
      matched: ['invoice', 'dark mode'],
      keywordCount: 5,
    });
    expect(keywordRelevance(tokens, ['invoice']).value).toBe(1);
    expect(keywordRelevance(tokens, ['light mode']).value).toBe(0);
    expect(keywordRelevance(tokens, []).value).toBe(0);
  });

  it('falls back to the goal content words when the project has no keywords', () => {
    expect(goalTerms('Understand why SMB customers churn in the first month')).toEqual(['smb', 'churn', 'first', 'month']);
    expect(
      contextRelevance(tokenize('we churned after a month'), {
        goal: 'Understand why SMB customers churn in the first month',
        description: '',
        keywords: [' '],
      }),
    ).toEqual({
      value: 2 / 3,
      matched: ['churn', 'month'],
      keywordCount: 4,
      against: 'goal',
    });
    expect(contextRelevance(['x'], { goal: 'the why', description: '', keywords: [] })).toBeUndefined();
  });
});
