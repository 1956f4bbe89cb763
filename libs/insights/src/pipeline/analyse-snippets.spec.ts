import { ANALYSIS_STAGES, type AnalysisStage } from '../model/analysis-stage';
import type { Snippet } from '../model/snippet';
import { analyseSnippets } from './analyse-snippets';

const THEMES: Record<string, string[]> = {
  billing: [
    'The invoice charged us twice this month',
    'We were billed twice for the same invoice',
    'Double charge on our invoice again, very frustrating',
    'Invoice amounts are wrong and we got charged twice',
    'Billing sent a duplicate invoice and charged the card twice',
    'Why is my invoice showing a double charge',
  ],
  export: [
    'Please let us export reports to excel',
    'Exporting reports to excel would save hours',
    'We need an excel export for the monthly reports',
    'Can reports be exported as excel spreadsheets',
    'Export to excel is the feature we miss most in reports',
    'An excel export button on reports would be great',
  ],
  login: [
    'I cannot log in with single sign on',
    'Single sign on login fails every morning',
    'Login through single sign on keeps failing',
    'Our team cannot log in since single sign on broke',
    'Single sign on login error blocks the whole team',
    'Log in with single sign on is broken again',
  ],
};

function snippets(): Snippet[] {
  return Object.entries(THEMES).flatMap(([theme, texts], themeIndex) =>
    texts.map((text, index) => ({
      id: `${theme}-${index}`,
      text,
      source: { type: 'call' as const, id: `call-${index % 3}`, location: { line: index + 1 } },
      date: new Date(Date.UTC(2026, 9, 1 + index * 5 + themeIndex)).toISOString(),
      customer: { name: `Customer ${index % 4}`, attributes: {} },
    })),
  );
}

const context = { goal: 'Reduce billing complaints', description: 'Billing and invoices', keywords: ['invoice', 'billing'] };
const now = '2026-11-20T00:00:00.000Z';

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

  it('ranks by impact, explains every score, and scores sentiment per snippet and theme', () => {
    const result = analyseSnippets(snippets(), { context, now, k: 3, seed: 7 });
    const impacts = result.insights.map((insight) => insight.impact.score);
    expect([...impacts].sort((a, b) => b - a)).toEqual(impacts);
    // The project is about billing: its relevance and negative sentiment put it first.
    expect(result.insights[0].memberSnippetIds[0]).toMatch(/^billing-/);
    for (const insight of result.insights) {
      expect(insight.impact.factors.map((factor) => factor.name).sort()).toEqual(['consistency', 'frequency', 'recency', 'relevance', 'sentiment']);
      expect(insight.priority.score).toBeGreaterThanOrEqual(0);
    }
    expect(result.sentimentBySnippet.size).toBe(18);
    const billing = result.insights.find((insight) => insight.memberSnippetIds[0].startsWith('billing'))!;
    expect(billing.sentiment.mean).toBeLessThan(0);
  });

  it('reports progress in the order of the analysis messages and gives the same answer for the same seed', () => {
    const seen: AnalysisStage[] = [];
    const first = analyseSnippets(snippets(), { context, now, k: 3, seed: 11, onProgress: (stage) => seen.at(-1) !== stage && seen.push(stage) });
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
