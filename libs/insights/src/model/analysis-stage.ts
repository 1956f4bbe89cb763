/**
 * The analysis progress messages of SPEC.md section 4, in the order an analysis goes through
 * them. The key is stable; the message is the English text (translations live in the web app).
 */
export const ANALYSIS_STAGES = [
  { key: 'analysing_data', message: 'Analysing data' },
  { key: 'initial_trends', message: 'Initial trends' },
  { key: 'double_checking_signals', message: 'Double-checking signals' },
  { key: 'clustering_insights', message: 'Clustering insights' },
  { key: 'clear_clusters_detected', message: 'Clear clusters detected' },
  { key: 'refining', message: 'Refining' },
  { key: 'writing_up_themes', message: 'Writing up themes' },
] as const;
export type AnalysisStage = (typeof ANALYSIS_STAGES)[number]['key'];
