import {
  about,
  citingEach,
  claim,
  firstGiven,
  MAX_INSIGHTS_PER_SECTION,
  pick,
  plain,
  sourceTotals,
  type BlockDraft,
  type ComposeContext,
} from './context';
import {
  counted,
  evidenceSentence,
  extraSentences,
  inSentence,
  leansNegative,
  leansPositive,
  sentences,
  sharePhrase,
  sourcesPhrase,
  summarySentence,
  wholeNumber,
  withoutStop,
} from './phrases';
import type { WriteupInsight } from './types';

/**
 * The value proposition: who the customers are (the person's words, then the data's sources and
 * accounts), their pains (insights leaning negative), what they value (leaning positive) and what
 * solving the pains answers, then a positioning message and a short story built from the same.
 */

/** Insights named by ARR in the target audience, and pains or strengths named in the positioning message. */
const NAMED_BY_ARR = 3;
const NAMED_IN_MESSAGE = 2;

export function valuePropSections(context: ComposeContext): Record<string, BlockDraft[]> {
  const { project } = context.material;
  const described = firstGiven(project.customerDescription);
  const inputs = [
    ...(context.audience ? [plain(context.audience)] : []),
    ...(described && described !== context.audience ? [plain(described)] : []),
  ];
  if (context.insights.length === 0) {
    const nothing = (what: string) => [plain(`Nothing yet: this project has no insights, so there is no customer evidence of ${what}.`)];
    return {
      target_audience: inputs.length > 0 ? [plain(inputs.map((block) => block.text).join(' '))] : nothing('who the customers are'),
      pain_points: nothing('pain points'),
      benefits: nothing('benefits'),
      positioning_message: nothing('what to position on'),
      value_story: nothing('a story to tell'),
    };
  }
  const pains = pick(context, leansNegative);
  const strengths = pick(context, leansPositive);
  return {
    target_audience: [...inputs, ...audienceEvidence(context)],
    pain_points:
      pains.length > 0
        ? pains.map((insight) =>
            claim(insight, sentences(evidenceSentence(insight, context.total), summarySentence(insight), ...extraSentences(insight))),
          )
        : [
            about(
              pick(context),
              `None of the ${counted(context.material.insights.length, 'insight')} leans negative: none has more negative than positive snippets.`,
            ),
          ],
    benefits: benefits(strengths, pains),
    positioning_message: [positioning(context, pains, strengths)],
    value_story: story(context, pains, strengths),
  };
}

function audienceEvidence(context: ComposeContext): BlockDraft[] {
  const insights = context.material.insights;
  const sources = sourcesPhrase(sourceTotals(insights));
  const blocks = [
    about(
      pick(context),
      `The evidence comes from ${counted(context.total, 'snippet')} across ${counted(insights.length, 'insight')}${sources ? `: ${sources}` : ''}.`,
    ),
  ];
  const withRevenue = pick(context, (insight) => insight.revenue !== null && insight.revenue.accounts > 0)
    .sort((a, b) => (b.revenue?.totalArr ?? 0) - (a.revenue?.totalArr ?? 0))
    .slice(0, NAMED_BY_ARR);
  if (withRevenue.length > 0) {
    blocks.push(
      about(
        withRevenue,
        `Accounts behind the insights with the most ARR: ${withRevenue
          .map(
            (insight) =>
              `"${withoutStop(insight.title)}" (${counted(insight.revenue?.accounts ?? 0, 'account')}, $${wholeNumber(insight.revenue?.totalArr ?? 0)} ARR)`,
          )
          .join(', ')}.`,
      ),
    );
  }
  return blocks;
}

function benefits(strengths: readonly WriteupInsight[], pains: readonly WriteupInsight[]): BlockDraft[] {
  const valued = strengths.map((insight) =>
    claim(
      insight,
      sentences(
        `Customers value ${inSentence(insight.title)}: ${insight.sentiment.positive} of its ${counted(insight.snippetCount, 'snippet')} are positive.`,
        summarySentence(insight),
      ),
    ),
  );
  const solved = pains.map((insight) =>
    claim(
      insight,
      `Solving ${inSentence(insight.title)} answers ${counted(insight.snippetCount, 'snippet')}, ${insight.sentiment.negative} of them negative.`,
    ),
  );
  const blocks = [...valued, ...solved].slice(0, MAX_INSIGHTS_PER_SECTION);
  return blocks.length > 0
    ? blocks
    : [plain('No benefit stands out in the data yet: no insight leans positive or negative, so none is a clear strength or pain.')];
}

function named(insights: readonly WriteupInsight[]): string {
  return insights
    .slice(0, NAMED_IN_MESSAGE)
    .map((insight) => `${inSentence(insight.title)} (${counted(insight.snippetCount, 'snippet')})`)
    .join(' and ');
}

function positioning(context: ComposeContext, pains: readonly WriteupInsight[], strengths: readonly WriteupInsight[]): BlockDraft {
  const who = context.audience ? `customers (${context.audience})` : 'customers';
  const product = firstGiven(context.material.project.name) || 'this product';
  const raised = pains.length > 0 ? pains : context.insights;
  const cited = [...raised.slice(0, NAMED_IN_MESSAGE), ...strengths.slice(0, NAMED_IN_MESSAGE)].filter(
    (insight, index, all) => all.findIndex((other) => other.id === insight.id) === index,
  );
  const message =
    pains.length > 0
      ? `For ${who} who raise ${named(pains)}, ${product} answers these first`
      : `For ${who} who raise ${named(raised)}, ${product} builds on what they say`;
  const valued = strengths.filter((insight) => !raised.slice(0, NAMED_IN_MESSAGE).includes(insight));
  return citingEach(cited, valued.length > 0 ? `${message}, and keeps what they already value: ${named(valued)}.` : `${message}.`);
}

function story(context: ComposeContext, pains: readonly WriteupInsight[], strengths: readonly WriteupInsight[]): BlockDraft[] {
  const lead = pains[0] ?? context.insights[0];
  const blocks = [
    claim(lead, sentences(`It starts with ${inSentence(lead.title)}.`, summarySentence(lead))),
    claim(
      lead,
      sentences(
        `It comes up in ${sharePhrase(lead, context.total)}${sourcesPhrase(lead.sourceKinds) ? `, ${sourcesPhrase(lead.sourceKinds)}` : ''}.`,
        ...extraSentences(lead),
      ),
    ),
  ];
  const strength = strengths.find((insight) => insight.id !== lead.id);
  if (strength) {
    blocks.push(claim(strength, sentences(`What customers already value: ${inSentence(strength.title)}.`, summarySentence(strength))));
  }
  return blocks;
}
