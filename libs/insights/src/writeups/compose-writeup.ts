import { about, composeContext, firstGiven, MAX_INSIGHTS_PER_SECTION, plain, type BlockDraft, type ComposeContext } from './context';
import { counted, joinAnd } from './phrases';
import { productSpecSections } from './product-spec';
import { researchPlanSections } from './research-plan';
import { WRITEUP_SECTIONS, type Writeup, type WriteupKind, type WriteupMaterial } from './types';
import { valuePropSections } from './value-prop';

/**
 * The offline write-up: every sentence built from the material (the insights' own data and the
 * person's answers), every claim about insights citing them. Pure and deterministic: no clock, no
 * randomness, no locale, so the same material always gives a deep-equal write-up and the model's
 * rewrite (rewrite-writeup.ts) has a grounded draft to fall back on.
 */

export const WRITEUP_TITLES: Readonly<Record<WriteupKind, string>> = {
  research_plan: 'Research brief',
  product_spec: 'Product requirements',
  value_prop: 'Value proposition',
};

/**
 * Where the note on a refinement goes: the first section built from the insights (a research
 * brief opens with the person's own answers, which a refinement does not touch).
 */
const REFINEMENT_SECTION: Readonly<Record<WriteupKind, string>> = {
  research_plan: 'what_we_know',
  product_spec: 'problem_statement',
  value_prop: 'target_audience',
};

/** The refinement prompt as echoed in the write-up: long enough to recognise, short enough not to swamp the section. */
const PROMPT_ECHO_CHARS = 160;

const COMPOSERS: Readonly<Record<WriteupKind, (context: ComposeContext) => Record<string, BlockDraft[]>>> = {
  research_plan: researchPlanSections,
  product_spec: productSpecSections,
  value_prop: valuePropSections,
};

export function composeWriteup(material: WriteupMaterial): Writeup {
  const context = composeContext(material);
  const drafts = COMPOSERS[material.kind](context);
  const keys = WRITEUP_SECTIONS[material.kind];
  const refinement = refinementNote(context);
  return {
    kind: material.kind,
    title: writeupTitle(material),
    sections: keys.map((key) => {
      const blocks = [...(key === REFINEMENT_SECTION[material.kind] && refinement ? [refinement] : []), ...(drafts[key] ?? [])];
      // Ids number the blocks within their section; the refinement note has its own so that
      // adding or removing a prompt leaves the other blocks' ids as they were.
      let number = 0;
      return {
        key,
        blocks: blocks.map((block) => ({
          id: block === refinement ? `${key}.refinement` : `${key}.${++number}`,
          text: block.text,
          citations: block.citations.map((citation) => ({ ...citation })),
        })),
      };
    }),
  };
}

export function writeupTitle(material: WriteupMaterial): string {
  const name = firstGiven(material.project.name);
  return name ? `${WRITEUP_TITLES[material.kind]}: ${name}` : WRITEUP_TITLES[material.kind];
}

/**
 * Says that the write-up was refined and how: which insights share the prompt's words and so
 * come first. None without a prompt, or without insights (there is nothing to reorder).
 */
function refinementNote(context: ComposeContext): BlockDraft | null {
  const prompt = firstGiven(context.material.prompt);
  if (!prompt || context.insights.length === 0) return null;
  const echo = prompt.length > PROMPT_ECHO_CHARS ? `${prompt.slice(0, PROMPT_ECHO_CHARS).trimEnd()}…` : prompt;
  if (context.focused.size === 0) {
    return plain(`Refined with the focus "${echo}": no insight shares its words, so the order stays by rank.`);
  }
  const focused = context.insights.filter((insight) => context.focused.has(insight.id));
  return about(
    focused.slice(0, MAX_INSIGHTS_PER_SECTION),
    `Refined with the focus "${echo}": ${counted(focused.length, 'insight')} sharing the ${context.matchedWords.length === 1 ? 'word' : 'words'} ${joinAnd(context.matchedWords.map((word) => `"${word}"`))} ${focused.length === 1 ? 'comes' : 'come'} first.`,
  );
}
