import { ANALYSIS_STAGES, type AnalysisStage } from '../model/analysis-stage';
import { analyseSnippets } from './analyse-snippets';
import { readWordVectors, wordVectorsDir } from '../node/word-vectors-file';
import { context, now, snippets } from './three-themes.spec-helper';

describe('analyseSnippets', () => {
  it('finds the themes, titles them from their key phrases and quotes their members', () => {
    const result = analyseSnippets(snippets(), { context, now, k: 3, seed: 7 });
    expect(result.insights).toHaveLength(3);
    const byTheme = new Map(result.insights.map((insight) => [insight.memberSnippetIds[0].split('-')[0], insight]));
    expect([...byTheme.keys()].sort()).toEqual(['billing', 'export', 'login']);
    for (const [theme, insight] of byTheme) {
      expect(insight.memberSnippetIds.every((id) => id.startsWith(`${theme}-`))).toBe(true);
      expect(insight.quotes.length).toBeGreaterThan(0);
      expect(insight.quotes.every((quote) => insight.memberSnippetIds.includes(quote.snippetId))).toBe(true);
    }
    expect(byTheme.get('billing')!.title.toLowerCase()).toMatch(/invoice|charge/);
    expect(byTheme.get('export')!.title.toLowerCase()).toMatch(/excel|export/);
    expect(byTheme.get('login')!.title.toLowerCase()).toMatch(/sign|log/);
  });

  it('keeps stray remarks out of the ranked insights, in the other bucket', () => {
    const stray = ['The weather in Lisbon was lovely during the offsite', 'Our new office plant needs more light'].map((text, index) => ({
      ...snippets()[0],
      id: `stray-${index}`,
      text,
    }));
    // With the word vectors, as the product runs: they tell the strays from the themes.
    const wordVectors = readWordVectors(wordVectorsDir({}))!;
    const result = analyseSnippets([...snippets(), ...stray], { context, now, seed: 7, wordVectors });
    expect(result.other).toEqual({ snippetIds: ['stray-0', 'stray-1'], minThemeSnippets: 3 });
    expect(result.insights).toHaveLength(3);
    expect(result.insights.flatMap((insight) => insight.memberSnippetIds).some((id) => id.startsWith('stray-'))).toBe(false);
  });

  it('ranks by impact, explains every score, and scores sentiment per snippet and theme', () => {
    const result = analyseSnippets(snippets(), { context, now, k: 3, seed: 7 });
    const impacts = result.insights.map((insight) => insight.impact.score);
    expect([...impacts].sort((a, b) => b - a)).toEqual(impacts);
    // The project is about billing: its relevance and negative sentiment put it first.
    expect(result.insights[0].memberSnippetIds[0]).toMatch(/^billing-/);
    for (const insight of result.insights) {
      expect(insight.impact.factors.map((factor) => factor.name).sort()).toEqual([
        'consistency',
        'frequency',
        'recency',
        'relevance',
        'sentiment',
      ]);
      expect(insight.priority.score).toBeGreaterThanOrEqual(0);
    }
    expect(result.sentimentBySnippet.size).toBe(18);
    const billing = result.insights.find((insight) => insight.memberSnippetIds[0].startsWith('billing'))!;
    expect(billing.sentiment.mean).toBeLessThan(0);
  });

  it('reports progress in the order of the analysis messages and gives the same answer for the same seed', () => {
    const seen: AnalysisStage[] = [];
    const first = analyseSnippets(snippets(), {
      context,
      now,
      k: 3,
      seed: 11,
      onProgress: (stage) => seen.at(-1) !== stage && seen.push(stage),
    });
    const order = ANALYSIS_STAGES.map((stage) => stage.key);
    const positions = seen.map((stage) => order.indexOf(stage));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(seen.at(-1)).toBe('writing_up_themes');
    const second = analyseSnippets(snippets(), { context, now, k: 3, seed: 11 });
    expect(JSON.stringify(second.insights)).toBe(JSON.stringify(first.insights));
  });

  it('stops when cancelled', () => {
    const controller = new AbortController();
    controller.abort();
    expect(() => analyseSnippets(snippets(), { context, now, k: 3, signal: controller.signal })).toThrow();
  });

  it('skips and counts empty texts', () => {
    const input = [...snippets(), { ...snippets()[0], id: 'blank', text: '   ' }];
    const result = analyseSnippets(input, { context, now, k: 3, seed: 7 });
    expect(result.skippedEmpty).toBe(1);
    expect(result.insights.flatMap((insight) => insight.memberSnippetIds)).not.toContain('blank');
  });
});
