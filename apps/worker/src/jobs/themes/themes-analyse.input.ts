import type { ProjectContext, Snippet } from '@app/insights';
import { JobFailure } from '../job-kind';

/** What a `themes.analyse` job is asked to do: the engine's input and options, as plain data. */
export interface ThemesAnalyseInput {
  snippets: Snippet[];
  /** The moment recency is measured from (ISO 8601): given, so a rerun gives the same scores. */
  now: string;
  context?: ProjectContext;
  k?: number;
  seed?: number;
  halfLifeDays?: number;
}

/** The ranked themes, compact enough for the outcome event. */
export interface ThemesAnalyseResult {
  snippets: number;
  duplicates: number;
  skippedEmpty: number;
  themes: Array<{ title: string; size: number; impact: number; priority: number }>;
  /** Time the analysis took on its thread. */
  computeMs: number;
}

export const THEMES_INPUT_INVALID = 'THEMES_INPUT_INVALID';

const invalid = (message: string) => new JobFailure(THEMES_INPUT_INVALID, message);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSnippetShaped = (value: unknown) =>
  isRecord(value) && typeof value.id === 'string' && typeof value.text === 'string' && isRecord(value.source);

function optionalPositive(name: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  throw invalid(`${name} must be a positive number.`);
}

function optionalContext(value: unknown): ProjectContext | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw invalid('context must be an object with goal, description and keywords.');
  const { goal, description, keywords } = value;
  if (
    typeof goal !== 'string' ||
    typeof description !== 'string' ||
    !Array.isArray(keywords) ||
    !keywords.every((word) => typeof word === 'string')
  ) {
    throw invalid('context must be an object with goal, description and keywords.');
  }
  return { goal, description, keywords };
}

/** Checks the input's shape on the event loop, so a malformed request fails with a clear code instead of a thread crash. */
export function parseThemesAnalyseInput(input: unknown): ThemesAnalyseInput {
  if (!isRecord(input)) throw invalid('The input must be an object with snippets and now.');
  const { snippets, now } = input;
  if (!Array.isArray(snippets) || snippets.length === 0) throw invalid('The input needs at least one snippet.');
  // Deeper fields (dates, customers) are the engine's to judge; a bad one fails the job with its message.
  if (!snippets.every(isSnippetShaped)) throw invalid('Every snippet needs an id, a text and a source.');
  if (typeof now !== 'string' || !Number.isFinite(Date.parse(now))) throw invalid('now must be an ISO 8601 time.');
  return {
    snippets,
    now,
    context: optionalContext(input.context),
    k: optionalPositive('k', input.k),
    seed: optionalPositive('seed', input.seed),
    halfLifeDays: optionalPositive('halfLifeDays', input.halfLifeDays),
  };
}
