import { composeWriteup } from './compose-writeup';
import { MAX_INSIGHTS_PER_SECTION } from './context';
import { WRITEUP_KINDS, WRITEUP_SECTIONS, type Writeup, type WriteupMaterial } from './types';
import { AIRLINE_INSIGHTS, insight, material } from './writeups.spec-helper';

const blocksOf = (writeup: Writeup, key: string) => writeup.sections.find((section) => section.key === key)?.blocks ?? [];
const textOf = (writeup: Writeup, key: string) => blocksOf(writeup, key).map((block) => block.text);
/** Sections made only of the person's own answers: they cite nothing. */
const INPUT_SECTIONS = new Set(['goal', 'timeline', 'audience']);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** Every number the material holds or a share of it, rounded the ways the write-up rounds. */
function numbersOf(input: WriteupMaterial): Set<string> {
  const numbers = new Set<string>();
  const add = (value: number) => {
    numbers.add(String(Math.round(value)));
    numbers.add(String(Math.round(value * 10) / 10));
    numbers.add(String(Math.abs(Math.round(value))));
  };
  JSON.stringify(input).replace(/-?\d+(?:\.\d+)?/g, (number) => (add(Number(number)), number));
  const total = input.insights.reduce((sum, entry) => sum + entry.snippetCount, 0);
  const totals: Record<string, number> = {};
  for (const entry of input.insights) {
    add(Math.round((100 * entry.snippetCount) / total));
    for (const [kind, count] of Object.entries(entry.sourceKinds)) totals[kind] = (totals[kind] ?? 0) + count;
  }
  const sourceTotal = Object.values(totals).reduce((sum, count) => sum + count, 0);
  const conversations = (totals.transcript ?? 0) + (totals.call ?? 0) + (totals.meeting ?? 0);
  [
    total,
    sourceTotal,
    conversations,
    (totals.survey ?? 0) + (totals.survey_answer ?? 0),
    Math.round((100 * conversations) / sourceTotal),
  ].forEach(add);
  // Step numbers, "top n of m" and the scores' scale.
  for (let n = 0; n <= MAX_INSIGHTS_PER_SECTION; n++) add(n);
  add(input.insights.length);
  add(100);
  return numbers;
}

describe('composeWriteup', () => {
  it.each(WRITEUP_KINDS)('gives a %s exactly its sections, in display order, each with blocks', (kind) => {
    const writeup = composeWriteup(material(kind));
    expect(writeup.kind).toBe(kind);
    expect(writeup.sections.map((section) => section.key)).toEqual(WRITEUP_SECTIONS[kind]);
    for (const section of writeup.sections) expect(section.blocks.length).toBeGreaterThan(0);
  });

  it('titles each kind after the project', () => {
    expect(WRITEUP_KINDS.map((kind) => composeWriteup(material(kind)).title)).toEqual([
      'Research brief: Acme Air',
      'Product requirements: Acme Air',
      'Value proposition: Acme Air',
    ]);
  });

  it.each(WRITEUP_KINDS)('%s: unique block ids, every block about insights cites them, every cited quote exists', (kind) => {
    const input = material(kind, { prompt: 'refunds' });
    const writeup = composeWriteup(input);
    const quotes = new Set(input.insights.flatMap((entry) => entry.quotes.map((quote) => `${entry.id}/${quote.snippetId}`)));
    const ids = new Set(input.insights.map((entry) => entry.id));
    const blockIds = writeup.sections.flatMap((section) => section.blocks.map((block) => block.id));
    expect(new Set(blockIds).size).toBe(blockIds.length);
    for (const section of writeup.sections) {
      for (const block of section.blocks) {
        expect(block.id.startsWith(`${section.key}.`)).toBe(true);
        const mentionsInsight = input.insights.some((entry) => block.text.toLowerCase().includes(entry.title.toLowerCase()));
        if (mentionsInsight) expect(block.citations.length).toBeGreaterThan(0);
        if (INPUT_SECTIONS.has(section.key)) expect(block.citations).toEqual([]);
        for (const citation of block.citations) {
          expect(ids.has(citation.insightId)).toBe(true);
          if (citation.snippetId !== null) expect(quotes.has(`${citation.insightId}/${citation.snippetId}`)).toBe(true);
        }
      }
    }
  });

  it.each(WRITEUP_KINDS)('%s: states no number the material does not hold', (kind) => {
    const input = material(kind);
    const known = numbersOf(input);
    const writeup = composeWriteup(input);
    for (const block of writeup.sections.flatMap((section) => section.blocks)) {
      for (const number of block.text.match(/\d(?:[\d,]*\d)?(?:\.\d+)?/g) ?? []) {
        expect({ block: block.id, number, known: known.has(number.replace(/,/g, '')) }).toEqual({ block: block.id, number, known: true });
      }
    }
  });

  it('states a pain point with its counts, share, sources, sentiment, survey, revenue and new evidence, citing its best quotes', () => {
    const [lost] = blocksOf(composeWriteup(material('value_prop')), 'pain_points');
    expect(lost).toEqual({
      id: 'pain_points.1',
      text:
        'Lost luggage: 14 of 38 snippets (37 %), 12 from transcripts and 2 from survey answers, mostly negative (11 negative, 2 neutral). ' +
        'Bags go missing on connecting flights and nobody tells the passenger where they are. ' +
        'Respondents behind it rate "Satisfaction" (scale 1–5) 1.5 on average against 3.4 for all respondents (2 responses). ' +
        'Accounts behind it: 3, $120,000 ARR. 4 snippets new since the previous analysis.',
      citations: [
        { insightId: 'lost', snippetId: 'lost-1' },
        { insightId: 'lost', snippetId: 'lost-2' },
      ],
    });
  });

  it('lists as pain points only insights that lean negative, and as values those that lean positive', () => {
    const writeup = composeWriteup(material('value_prop'));
    expect(blocksOf(writeup, 'pain_points').map((block) => block.citations[0].insightId)).toEqual(['lost', 'refund', 'app']);
    expect(textOf(writeup, 'benefits')[0]).toBe(
      'Customers value friendly cabin crew: 9 of its 12 snippets are positive. Passengers praise the crew on long-haul flights.',
    );
    expect(textOf(writeup, 'positioning_message')).toEqual([
      'For customers (frequent flyers) who raise lost luggage (14 snippets) and slow refunds (9 snippets), Acme Air answers these first, and keeps what they already value: friendly cabin crew (12 snippets).',
    ]);
  });

  it('orders requirements and implementation steps by priority, with the priority stated', () => {
    const writeup = composeWriteup(material('product_spec'));
    expect(textOf(writeup, 'requirements').map((text) => text.split(' (')[0])).toEqual([
      'Must address lost luggage',
      'Must address slow refunds',
      'Could preserve friendly cabin crew',
      'Could address check-in app onboarding',
    ]);
    expect(textOf(writeup, 'engineering_implementation_plan')[0]).toBe(
      'Step 1: Lost luggage (priority 82/100, 14 snippets). Scope from the customers\' own words: "lost bag", "connecting flight". Accounts behind it: 3, $120,000 ARR.',
    );
  });

  it('writes user stories for the audience given, and plain facts without one (never an invented "so that")', () => {
    const withAudience = composeWriteup(material('product_spec'));
    expect(textOf(withAudience, 'user_stories')[0]).toBe(
      'As a customer (frequent flyers), I want lost luggage addressed: 14 snippets raise it, mostly negative (11 negative, 2 neutral).',
    );
    const project = { ...material('product_spec').project, audience: '', customerDescription: '' };
    const without = composeWriteup(material('product_spec', { project }));
    expect(textOf(without, 'user_stories')[0]).toBe('Customers raise lost luggage: 14 mentions, mostly negative (11 negative, 2 neutral).');
    expect(JSON.stringify([withAudience, without])).not.toContain('so that');
  });

  it('sets goals from baselines in the data, survey scores against all respondents included', () => {
    const goals = textOf(composeWriteup(material('product_spec')), 'goals_and_success_metrics');
    expect(goals[0]).toBe(
      'Fewer customers raising lost luggage: today 14 of 38 snippets (37 %), 11 of them negative. Raise the mean of "Satisfaction" among respondents behind it from 1.5 toward 3.4, that of all respondents.',
    );
    expect(goals[1]).toBe(
      'Keep friendly cabin crew a strength: today 9 of its 12 snippets are positive. Keep the NPS of "Recommend" among respondents behind it at 50 or above (all respondents: -5).',
    );
  });

  describe('research brief', () => {
    it("takes the person's goal, methodology, timeline and audience as given, citing nothing", () => {
      const writeup = composeWriteup(material('research_plan'));
      expect(['goal', 'methodology', 'timeline', 'audience'].map((key) => blocksOf(writeup, key))).toEqual([
        [{ id: 'goal.1', text: 'Find what drives churn', citations: [] }],
        [{ id: 'methodology.1', text: 'Interviews with 10 churned passengers', citations: [] }],
        [{ id: 'timeline.1', text: '4 weeks', citations: [] }],
        [{ id: 'audience.1', text: 'Churned passengers', citations: [] }],
      ]);
    });

    it.each(['not sure.', "Don't know"])('treats %j as Not sure', (answer) => {
      const brief = { goal: 'g', methodology: answer, timeline: 't', audience: 'a' };
      expect(textOf(composeWriteup(material('research_plan', { brief })), 'methodology')[0]).toMatch(/^Proposed from the data/);
    });

    it("proposes a methodology from the data's sources when the answer is 'Not sure', and says why", () => {
      const brief = { goal: 'Find what drives churn', methodology: 'Not sure', timeline: '4 weeks', audience: 'Churned passengers' };
      const methodology = blocksOf(composeWriteup(material('research_plan', { brief })), 'methodology');
      expect(methodology.map((block) => block.text)).toEqual([
        'Proposed from the data because the methodology was answered "Not sure". The insights rest on 38 snippets: 22 from transcripts, 14 from survey answers and 2 from documents.',
        'Customer interviews: most snippets (22 of 38, 58 %) come from conversations, so follow-up interviews fit the data and can go deeper into "Lost luggage" and "Slow refunds".',
        'A follow-up survey: 14 snippets already come from survey answers, so a survey can measure how widespread "Lost luggage" and "Friendly cabin crew" are among respondents.',
      ]);
      for (const block of methodology) expect(block.citations.length).toBeGreaterThan(0);
      expect(methodology[1].citations.map((citation) => citation.insightId)).toEqual(['lost', 'refund', 'app']);
    });

    it('proposes interviews and a survey when the data is documents only', () => {
      const docs = [insight('a', { title: 'Pricing page', sourceKinds: { document: 5 } })];
      const texts = textOf(composeWriteup(material('research_plan', { insights: docs, brief: null })), 'methodology');
      expect(texts[0]).toBe('Proposed from the data because no methodology was given. The insights rest on 5 snippets: 5 from documents.');
      expect(texts.slice(1).map((text) => text.split(':')[0])).toEqual(['A short survey', 'Customer interviews']);
    });

    it('falls back to the project fields without a brief', () => {
      const writeup = composeWriteup(material('research_plan', { brief: null }));
      expect(['goal', 'timeline', 'audience'].map((key) => textOf(writeup, key))).toEqual([
        ['Understand why passengers churn'],
        ['6 weeks'],
        ['frequent flyers'],
      ]);
    });

    it('asks the open questions the data raises', () => {
      expect(textOf(composeWriteup(material('research_plan')), 'open_questions')).toEqual([
        'Why do respondents behind "Lost luggage" give "Satisfaction" a lower mean (1.5 against 3.4 for all respondents)?',
        'Does "Friendly cabin crew" hold beyond survey answers? Its 12 snippets with a known source all come from survey answers.',
        'What would resolve "Slow refunds" for the customers behind its 6 negative snippets?',
        'Why are views on "Check-in app onboarding" split (1 positive, 2 negative)?',
      ]);
    });
  });

  it.each(WRITEUP_KINDS)('%s without insights: one plain block per section saying so, citing nothing', (kind) => {
    const brief = kind === 'research_plan' ? { goal: 'g', methodology: 'Not sure', timeline: 't', audience: 'a' } : null;
    const writeup = composeWriteup(material(kind, { insights: [], brief, prompt: 'onboarding' }));
    expect(writeup.sections.map((section) => section.key)).toEqual(WRITEUP_SECTIONS[kind]);
    for (const section of writeup.sections) {
      expect(section.blocks).toHaveLength(1);
      expect(section.blocks[0].citations).toEqual([]);
      expect(section.blocks[0].text).not.toContain('Refined');
    }
    const evidenceSection = { research_plan: 'what_we_know', product_spec: 'requirements', value_prop: 'pain_points' }[kind];
    expect(textOf(writeup, evidenceSection)[0]).toMatch(/no insights/);
    if (kind === 'research_plan') expect(textOf(writeup, 'methodology')[0]).toMatch(/Not sure.*no customer data yet/);
  });

  it('puts the insights sharing words with the refinement prompt first, and says so', () => {
    const writeup = composeWriteup(material('product_spec', { prompt: 'Focus on onboarding and refunds please' }));
    const [note, ...rest] = blocksOf(writeup, 'problem_statement');
    expect(note).toEqual({
      id: 'problem_statement.refinement',
      text: 'Refined with the focus "Focus on onboarding and refunds please": 2 insights sharing the words "onboarding" and "refund" come first.',
      citations: [
        { insightId: 'refund', snippetId: null },
        { insightId: 'app', snippetId: null },
      ],
    });
    expect(rest[0].id).toBe('problem_statement.1');
    const order = (key: string) => blocksOf(writeup, key).map((block) => block.citations[0]?.insightId);
    expect(order('user_stories')).toEqual(['refund', 'app', 'lost', 'crew']);
    // Within the focused group and the rest, requirements keep their priority order.
    expect(order('requirements')).toEqual(['refund', 'app', 'lost', 'crew']);
    const unrefined = composeWriteup(material('product_spec'));
    expect(blocksOf(unrefined, 'user_stories').map((block) => block.citations[0].insightId)).toEqual(['lost', 'crew', 'refund', 'app']);
  });

  it("puts a research brief's refinement note with the evidence, not among the person's answers", () => {
    const writeup = composeWriteup(material('research_plan', { prompt: 'refunds' }));
    expect(blocksOf(writeup, 'goal')).toHaveLength(1);
    expect(blocksOf(writeup, 'what_we_know')[0].id).toBe('what_we_know.refinement');
    expect(blocksOf(writeup, 'what_we_know')[1].citations[0].insightId).toBe('refund');
  });

  it('says plainly when no insight shares the prompt’s words, and keeps the rank order', () => {
    const writeup = composeWriteup(material('value_prop', { prompt: 'pricing' }));
    expect(blocksOf(writeup, 'target_audience')[0]).toEqual({
      id: 'target_audience.refinement',
      text: 'Refined with the focus "pricing": no insight shares its words, so the order stays by rank.',
      citations: [],
    });
    expect(blocksOf(writeup, 'pain_points').map((block) => block.citations[0].insightId)).toEqual(['lost', 'refund', 'app']);
  });

  it(`uses at most ${MAX_INSIGHTS_PER_SECTION} insights per section`, () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      insight(`i${index}`, { sentiment: { mean: -1, label: 'negative', positive: 0, neutral: 0, negative: 5 } }),
    );
    const writeup = composeWriteup(material('value_prop', { insights: many }));
    expect(blocksOf(writeup, 'pain_points')).toHaveLength(MAX_INSIGHTS_PER_SECTION);
    expect(blocksOf(writeup, 'target_audience')[2].citations).toHaveLength(MAX_INSIGHTS_PER_SECTION);
  });

  it.each(WRITEUP_KINDS)('%s is deterministic and leaves the material as it was', (kind) => {
    const input = deepFreeze(material(kind, { prompt: 'refund onboarding' }));
    const first = composeWriteup(input);
    expect(composeWriteup(structuredClone(input))).toEqual(first);
    expect(composeWriteup(input)).toEqual(first);
    expect(input.insights).toEqual(AIRLINE_INSIGHTS);
  });
});
