import { about, claim, firstGiven, pick, plain, sourceTotals, THIN_EVIDENCE, type BlockDraft, type ComposeContext } from './context';
import {
  breakdownFacts,
  counted,
  decimal,
  evidenceSentence,
  extraSentences,
  isSplit,
  leansNegative,
  percent,
  sentences,
  sharePhrase,
  sourceCounts,
  sourceName,
  sourcesPhrase,
  summarySentence,
  withoutStop,
} from './phrases';
import type { WriteupInsight } from './types';

/**
 * The research brief: the person's goal, methodology, timeline and audience as they gave them
 * (falling back to the project's own fields), then what the insights already show and the
 * questions they leave open.
 */

/** The answer the methodology question allows when the person has no method in mind ('Not sure'), and its usual variants. */
const NOT_SURE = /^(?:not\s+sure|unsure|don'?t\s+know)[.!]?$/i;
/** Source kinds that are conversations with customers: their weight suggests interviews. */
const CONVERSATION_KINDS: ReadonlySet<string> = new Set(['transcript', 'call', 'meeting']);
const SURVEY_KINDS: ReadonlySet<string> = new Set(['survey', 'survey_answer']);

export function researchPlanSections(context: ComposeContext): Record<string, BlockDraft[]> {
  const { brief, project } = context.material;
  const given = (text: string, missing: string): BlockDraft[] => [plain(text || missing)];
  return {
    goal: given(firstGiven(brief?.goal, project.goal, project.objective), 'No goal was given for this research.'),
    methodology: methodology(context),
    timeline: given(firstGiven(brief?.timeline, project.timeAvailable), 'No timeline was given for this research.'),
    audience: given(context.audience, 'No audience was given for this research.'),
    what_we_know:
      context.insights.length === 0
        ? [plain('Nothing yet: this project has no insights, so there is no customer evidence to start from.')]
        : pick(context).map((insight) =>
            claim(insight, sentences(evidenceSentence(insight, context.total), summarySentence(insight), ...extraSentences(insight))),
          ),
    open_questions:
      context.insights.length === 0
        ? [plain('No open questions from the data yet: this project has no insights.')]
        : pick(context).map((insight) => claim(insight, openQuestion(insight, context.total))),
  };
}

function methodology(context: ComposeContext): BlockDraft[] {
  const answer = firstGiven(context.material.brief?.methodology);
  if (answer && !NOT_SURE.test(answer)) return [plain(answer)];
  const why = answer ? 'the methodology was answered "Not sure"' : 'no methodology was given';
  const insights = context.material.insights;
  const totals = sourceTotals(insights);
  const total = Object.values(totals).reduce((sum, count) => sum + count, 0);
  if (total === 0) {
    return [plain(`Not chosen yet: ${why}, and this project has no customer data yet to propose a methodology from.`)];
  }
  const sumOf = (kinds: ReadonlySet<string>) =>
    Object.entries(totals).reduce((sum, [kind, count]) => sum + (kinds.has(kind) ? count : 0), 0);
  const conversations = sumOf(CONVERSATION_KINDS);
  const surveys = sumOf(SURVEY_KINDS);
  const using = (kinds: ReadonlySet<string>) =>
    pick(context, (insight) => Object.entries(insight.sourceKinds).some(([kind, count]) => kinds.has(kind) && count > 0));
  const titles = (chosen: readonly WriteupInsight[]) =>
    chosen
      .slice(0, 2)
      .map((insight) => `"${withoutStop(insight.title)}"`)
      .join(' and ');

  const blocks: BlockDraft[] = [
    about(
      pick(context),
      `Proposed from the data because ${why}. The insights rest on ${counted(total, 'snippet')}: ${sourcesPhrase(totals)}.`,
    ),
  ];
  if (2 * conversations > total) {
    const chosen = using(CONVERSATION_KINDS);
    blocks.push(
      about(
        chosen,
        `Customer interviews: most snippets (${conversations} of ${total}, ${percent(conversations, total)}) come from conversations, so follow-up interviews fit the data and can go deeper into ${titles(chosen)}.`,
      ),
    );
  }
  if (surveys > 0) {
    const chosen = using(SURVEY_KINDS);
    blocks.push(
      about(
        chosen,
        `A follow-up survey: ${counted(surveys, 'snippet')} already come from survey answers, so a survey can measure how widespread ${titles(chosen)} ${chosen.length > 1 ? 'are' : 'is'} among respondents.`,
      ),
    );
  } else {
    blocks.push(
      about(
        pick(context),
        `A short survey: there are no survey answers yet, so a survey can measure how widespread the themes found in ${sourceName(sourceCounts(totals)[0][0])} are.`,
      ),
    );
  }
  if (conversations === 0) {
    blocks.push(
      about(
        pick(context),
        `Customer interviews: none of the snippets comes from a conversation, so interviews can add first-hand accounts behind ${titles(pick(context))}.`,
      ),
    );
  }
  return blocks;
}

/** The question the insight's own data raises most: split views, a weak survey score, one source, thin evidence, growth. */
function openQuestion(insight: WriteupInsight, total: number): string {
  const title = `"${withoutStop(insight.title)}"`;
  const { positive, negative } = insight.sentiment;
  if (isSplit(insight)) return `Why are views on ${title} split (${positive} positive, ${negative} negative)?`;
  const lower = breakdownFacts(insight).find((fact) => fact.theme < fact.all);
  if (lower) {
    const value = lower.measure === 'NPS' ? (n: number) => String(Math.round(n)) : decimal;
    return `Why do respondents behind ${title} give "${lower.column}" a lower ${lower.measure} (${value(lower.theme)} against ${value(lower.all)} for all respondents)?`;
  }
  const sources = sourceCounts(insight.sourceKinds);
  if (sources.length === 1 && insight.snippetCount >= THIN_EVIDENCE) {
    const [kind, count] = sources[0];
    return `Does ${title} hold beyond ${sourceName(kind)}? Its ${counted(count, 'snippet')} with a known source all come from ${sourceName(kind)}.`;
  }
  if (insight.snippetCount < THIN_EVIDENCE) {
    return `How widespread is ${title}? It rests on ${counted(insight.snippetCount, 'snippet')} so far.`;
  }
  if (insight.newEvidence > 0) {
    return `Is ${title} growing? ${insight.newEvidence} of its ${insight.snippetCount} snippets are new since the previous analysis.`;
  }
  if (leansNegative(insight)) {
    return `What would resolve ${title} for the customers behind its ${counted(negative, 'negative snippet')}?`;
  }
  return `What makes ${title} matter to customers? It comes up in ${sharePhrase(insight, total)}.`;
}
