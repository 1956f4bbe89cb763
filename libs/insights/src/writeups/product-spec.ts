import { about, citingEach, claim, firstGiven, pick, plain, THIN_EVIDENCE, type BlockDraft, type ComposeContext } from './context';
import {
  breakdownFacts,
  counted,
  decimal,
  evidenceSentence,
  inSentence,
  isSplit,
  leansNegative,
  leansPositive,
  sentences,
  sentimentPhrase,
  sharePhrase,
  revenueSentence,
  score,
  sourceCounts,
  sourceName,
  summarySentence,
  wholeNumber,
  withoutStop,
  type BreakdownFact,
} from './phrases';
import type { WriteupInsight } from './types';

/**
 * The product requirement document. The data gives the problems, who raises them, how strongly
 * and how much revenue stands behind them; it holds no designs, targets or estimates, so goals
 * are stated as today's baselines with a direction, and the plan is an order of work by priority.
 */

/** Priority score from which a requirement is a Must, and from which a Should; below, a Could. */
const MUST_FROM = 70;
const SHOULD_FROM = 40;
/** Insights named in the problem statement's overview. */
const OVERVIEW_INSIGHTS = 3;
/** Key phrases quoted as a step's scope. */
const SCOPE_PHRASES = 5;

const NO_EVIDENCE = 'Nothing yet: this project has no insights, so there is no customer evidence for this section.';

const byPriority = (a: WriteupInsight, b: WriteupInsight): number => b.priority - a.priority;

export function productSpecSections(context: ComposeContext): Record<string, BlockDraft[]> {
  if (context.insights.length === 0) {
    const objective = firstGiven(context.material.project.objective, context.material.project.description);
    return {
      problem_statement: [plain(objective ? `${objective} (No customer evidence yet: this project has no insights.)` : NO_EVIDENCE)],
      user_stories: [plain(NO_EVIDENCE)],
      goals_and_success_metrics: [plain(NO_EVIDENCE)],
      requirements: [plain(NO_EVIDENCE)],
      risks_and_assumptions: [plain(NO_EVIDENCE)],
      engineering_implementation_plan: [plain(NO_EVIDENCE)],
    };
  }
  return {
    problem_statement: problemStatement(context),
    user_stories: pick(context).map((insight) => claim(insight, userStory(insight, context.audience))),
    goals_and_success_metrics: pick(context).map((insight) => claim(insight, goal(insight, context.total))),
    requirements: pick(context, undefined, byPriority).map((insight) => claim(insight, requirement(insight))),
    risks_and_assumptions: risks(context),
    engineering_implementation_plan: pick(context, undefined, byPriority).map((insight, index) => claim(insight, step(insight, index))),
  };
}

function problemStatement(context: ComposeContext): BlockDraft[] {
  const objective = firstGiven(context.material.project.objective);
  const lead = pick(context).slice(0, OVERVIEW_INSIGHTS);
  const all = context.material.insights.length;
  const overview = citingEach(
    lead,
    `${lead.length === all ? `The ${counted(all, 'insight')}` : `The top ${lead.length} of ${all} insights`} (${counted(context.total, 'snippet')} in all): ${lead
      .map((insight) => `"${withoutStop(insight.title)}" (${counted(insight.snippetCount, 'snippet')})`)
      .join(', ')}.`,
  );
  const problems = pick(context, leansNegative).map((insight) =>
    claim(insight, sentences(evidenceSentence(insight, context.total), summarySentence(insight))),
  );
  return [...(objective ? [plain(`Objective: ${objective}`)] : []), overview, ...problems];
}

/**
 * "As a customer (<audience>), I want <title> addressed: ..." when the person said who the
 * customers are; otherwise the plain fact. No "so that": the data says what customers raise, not
 * what they would gain, and a made-up reason is worse than none.
 */
function userStory(insight: WriteupInsight, audience: string): string {
  const sentiment = sentimentPhrase(insight);
  const evidence = `${counted(insight.snippetCount, 'snippet')} raise it${sentiment ? `, ${sentiment}` : ''}`;
  if (!audience)
    return `Customers raise ${inSentence(insight.title)}: ${counted(insight.snippetCount, 'mention')}${sentiment ? `, ${sentiment}` : ''}.`;
  return `As a customer (${audience}), I want ${inSentence(insight.title)} ${leansPositive(insight) ? 'kept as it is' : 'addressed'}: ${evidence}.`;
}

/** A baseline from the data and the direction to move it; the target is the team's to set. */
function goal(insight: WriteupInsight, total: number): string {
  const { positive, negative } = insight.sentiment;
  const title = inSentence(insight.title);
  const headline = leansNegative(insight)
    ? `Fewer customers raising ${title}: today ${sharePhrase(insight, total)}, ${negative} of them negative.`
    : leansPositive(insight)
      ? `Keep ${title} a strength: today ${positive} of its ${counted(insight.snippetCount, 'snippet')} are positive.`
      : `Track ${title}: today ${sharePhrase(insight, total)}.`;
  return sentences(headline, ...breakdownFacts(insight).map(surveyGoal));
}

function surveyGoal(fact: BreakdownFact): string {
  const value = fact.measure === 'NPS' ? (n: number) => String(Math.round(n)) : decimal;
  return fact.theme < fact.all
    ? `Raise the ${fact.measure} of "${fact.column}" among respondents behind it from ${value(fact.theme)} toward ${value(fact.all)}, that of all respondents.`
    : `Keep the ${fact.measure} of "${fact.column}" among respondents behind it at ${value(fact.theme)} or above (all respondents: ${value(fact.all)}).`;
}

function requirement(insight: WriteupInsight): string {
  const level = insight.priority >= MUST_FROM ? 'Must' : insight.priority >= SHOULD_FROM ? 'Should' : 'Could';
  const verb = leansPositive(insight) ? 'preserve' : 'address';
  return sentences(
    `${level} ${verb} ${inSentence(insight.title)} (priority ${score(insight.priority)}, impact ${score(insight.impact)}).`,
    summarySentence(insight),
  );
}

function risks(context: ComposeContext): BlockDraft[] {
  const chosen = pick(context);
  const blocks = chosen.flatMap((insight) => {
    const found: string[] = [];
    const { positive, negative } = insight.sentiment;
    if (isSplit(insight))
      found.push(`views are split (${positive} positive, ${negative} negative), so a change may upset those who like it now`);
    const sources = sourceCounts(insight.sourceKinds);
    if (sources.length === 1 && insight.snippetCount >= THIN_EVIDENCE) {
      const [kind, count] = sources[0];
      found.push(
        `all its ${counted(count, 'snippet')} with a known source come from ${sourceName(kind)}, so elsewhere it is an assumption`,
      );
    }
    if (insight.snippetCount < THIN_EVIDENCE) found.push(`it rests on only ${counted(insight.snippetCount, 'snippet')}`);
    if (insight.revenue !== null && insight.revenue.accounts > 0) {
      found.push(
        `${counted(insight.revenue.accounts, 'account')} with $${wholeNumber(insight.revenue.totalArr)} ARR stand behind it, at stake if it is left as is`,
      );
    }
    return found.length === 0 ? [] : [claim(insight, `${withoutStop(insight.title)}: ${found.join('; ')}.`)];
  });
  if (blocks.length > 0) return blocks;
  return [
    about(
      chosen,
      `No risk stands out in the data: each of the ${counted(chosen.length, 'top insight')} rests on ${THIN_EVIDENCE} or more snippets from more than one kind of source, without split views.`,
    ),
  ];
}

/** A step of work: priority order (the data holds no estimates), scoped by the customers' own words. */
function step(insight: WriteupInsight, index: number): string {
  const phrases = insight.keyPhrases
    .map(withoutStop)
    .filter((phrase) => phrase.length > 0)
    .slice(0, SCOPE_PHRASES);
  return sentences(
    `Step ${index + 1}: ${withoutStop(insight.title)} (priority ${score(insight.priority)}, ${counted(insight.snippetCount, 'snippet')}).`,
    phrases.length > 0 ? `Scope from the customers' own words: ${phrases.map((phrase) => `"${phrase}"`).join(', ')}.` : null,
    revenueSentence(insight),
  );
}
