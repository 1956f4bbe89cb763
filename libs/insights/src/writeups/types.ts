/**
 * The write-ups' contract: what the product hands the composer (a project's ranked insights and
 * the person's answers) and what it gets back (sections of blocks, each citing its evidence).
 * The domain events, the worker job and the screens are built against these shapes.
 */

export const WRITEUP_KINDS = ['research_plan', 'product_spec', 'value_prop'] as const;
export type WriteupKind = (typeof WRITEUP_KINDS)[number];

/** Section keys in display order, per kind. */
export const WRITEUP_SECTIONS: { readonly [K in WriteupKind]: readonly string[] } = {
  research_plan: ['goal', 'methodology', 'timeline', 'audience', 'what_we_know', 'open_questions'],
  product_spec: [
    'problem_statement',
    'user_stories',
    'goals_and_success_metrics',
    'requirements',
    'risks_and_assumptions',
    'engineering_implementation_plan',
  ],
  value_prop: ['target_audience', 'pain_points', 'benefits', 'positioning_message', 'value_story'],
};

export interface WriteupQuote {
  snippetId: string;
  documentId: string;
  text: string;
}

export interface WriteupInsight {
  id: string;
  title: string;
  summary: string;
  /** Best first. */
  quotes: WriteupQuote[];
  snippetCount: number;
  /** positive, neutral and negative are counts of snippets. */
  sentiment: { mean: number; label: string; positive: number; neutral: number; negative: number };
  /** 0..100 impact score. */
  impact: number;
  /** 0..100 priority score. */
  priority: number;
  keyPhrases: string[];
  /** Set when the insight comes from a survey's free-text column. */
  surveyColumn: string | null;
  /** The engine's ColumnBreakdown objects (survey/survey-breakdown.ts), read defensively. */
  surveyBreakdowns: unknown[];
  revenue: { totalArr: number; accounts: number } | null;
  /** Snippets by source kind: 'transcript', 'survey', 'document', ... */
  sourceKinds: Record<string, number>;
  /** Snippets new since the previous analysis. */
  newEvidence: number;
}

export interface WriteupProject {
  name: string;
  description: string;
  goal: string;
  audience: string;
  objective: string;
  timeAvailable: string;
  customerDescription: string;
}

/** The person's answers to the research brief's questions; methodology may be 'Not sure'. */
export interface BriefInputs {
  goal: string;
  methodology: string;
  timeline: string;
  audience: string;
}

export interface WriteupMaterial {
  kind: WriteupKind;
  project: WriteupProject;
  /** Ranked, best first (already filtered: no dismissed or deleted insight). */
  insights: WriteupInsight[];
  /** The person's answers, for research_plan. */
  brief: BriefInputs | null;
  /** A refinement the person asked for ("focus on onboarding"), or null. */
  prompt: string | null;
}

/** snippetId null: the insight as a whole. */
export interface WriteupCitation {
  insightId: string;
  snippetId: string | null;
}

/** id is stable within a write-up, e.g. 'pain_points.2'. */
export interface WriteupBlock {
  id: string;
  text: string;
  citations: WriteupCitation[];
}

export interface WriteupSection {
  key: string;
  blocks: WriteupBlock[];
}

export interface Writeup {
  kind: WriteupKind;
  title: string;
  sections: WriteupSection[];
}
