/** What a cancelled analysis records on its project (AnalysisFailed) and shows: a failure of its own kind. */
export const ANALYSIS_CANCELLED = { code: 'JOB_CANCELLED', message: 'The analysis was cancelled.' } as const;
