/**
 * The job that analyses a project (run by the worker, asked for by the projects reactor when an
 * analysis is requested). Its id is the project's id and the analysis' number, so a retried
 * request or a redelivered event asks for nothing new, and the job's outcome names its project.
 */
export const PROJECTS_ANALYSE = 'projects.analyse';

export interface ProjectsAnalyseInput {
  productId: string;
  /** The version whose settings (dates, keywords, refinement) the analysis uses. */
  version: number;
}

const PREFIX = 'analysis-';

export const analysisJobId = (productId: string, sequence: number): string => `${PREFIX}${productId}-${sequence}`;

/** The project an analysis job is for, or null for any other job. */
export function projectOfAnalysisJob(jobId: string): string | null {
  if (!jobId.startsWith(PREFIX)) return null;
  const rest = jobId.slice(PREFIX.length);
  const dash = rest.lastIndexOf('-');
  return dash > 0 && /^\d+$/.test(rest.slice(dash + 1)) ? rest.slice(0, dash) : null;
}
