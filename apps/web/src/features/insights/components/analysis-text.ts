import type { Analysis, AnalysisStage } from '../api/types';

/** SPEC section 4's analysis messages, in the order an analysis goes through them. */
export const ANALYSIS_STAGES: readonly AnalysisStage[] = [
  'analysing_data',
  'initial_trends',
  'double_checking_signals',
  'clustering_insights',
  'clear_clusters_detected',
  'refining',
  'writing_up_themes',
];

/** The key of insights:analysis.stages for the analysis' stage; queued or an unknown stage says it is starting. */
export function stageKey(analysis: Pick<Analysis, 'status' | 'stage'>): string {
  if (analysis.stage && ANALYSIS_STAGES.includes(analysis.stage)) return `analysis.stages.${analysis.stage}`;
  return analysis.status === 'queued' ? 'analysis.queued' : 'analysis.starting';
}

/** The failures of an analysis said in words (insights:analysis.failures.<code>); any other code is said as unknown. */
export const ANALYSIS_FAILURE_CODES = [
  'ANALYSIS_NO_SNIPPETS',
  'ANALYSIS_NOT_OPEN',
  'PROJECT_NOT_FOUND',
  'PROJECT_VERSION_NOT_FOUND',
  'PROJECTS_ANALYSE_INPUT_INVALID',
  'JOB_ABANDONED',
  'JOB_CRASHED',
  'JOB_CANCELLED',
] as const;

/** Server messages that name nothing the person can act on (an exception's text): not shown. */
const CODES_WITHOUT_DETAILS: ReadonlySet<string> = new Set(['JOB_CRASHED', 'JOB_CANCELLED']);

export function failureKey(code: string | null): string {
  return code && (ANALYSIS_FAILURE_CODES as readonly string[]).includes(code) ? `analysis.failures.${code}` : 'analysis.failures.unknown';
}

export function failureDetail(analysis: Pick<Analysis, 'error_code' | 'error_message'>): string | null {
  if (!analysis.error_message?.trim() || (analysis.error_code && CODES_WITHOUT_DETAILS.has(analysis.error_code))) return null;
  return analysis.error_message.trim();
}
