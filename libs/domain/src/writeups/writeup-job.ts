import type { WriteupKind } from './writeup.events';

/**
 * The job that generates a document (run by the worker, asked for by the write-ups reactor when a
 * generation is requested). Its id names the project, the kind and the request's number, so a
 * redelivered request asks for nothing new and the job's outcome names its document.
 */
export const WRITEUPS_GENERATE = 'writeups.generate';

/** The job reads the request's answers, prompt and chosen insights from the document's stream. */
export interface WriteupsGenerateInput {
  productId: string;
  kind: WriteupKind;
  jobId: string;
}

const PREFIX = 'writeup-';

export const writeupJobId = (productId: string, kind: WriteupKind, sequence: number): string => `${PREFIX}${productId}.${kind}-${sequence}`;

/** The document a generation job is for, or null for any other job. */
export function writeupOfJob(jobId: string): { productId: string; kind: string } | null {
  const match = /^writeup-(.+)\.([a-z_]+)-\d+$/.exec(jobId);
  return match ? { productId: match[1], kind: match[2] } : null;
}

/**
 * SPEC.md section 4: a document's generation says it is creating (a first version), updating (a
 * later one) and then generating it. The job reports the English message; screens show the stage.
 */
export const WRITEUP_STAGES = [
  { stage: 'creating', message: 'Creating your document' },
  { stage: 'updating', message: 'Updating your document' },
  { stage: 'generating', message: 'Generating your document' },
] as const;
export type WriteupStage = (typeof WRITEUP_STAGES)[number]['stage'];

export const writeupStageMessage = (stage: WriteupStage): string => WRITEUP_STAGES.find((entry) => entry.stage === stage)!.message;
export const writeupStageOf = (message: string): WriteupStage | null =>
  WRITEUP_STAGES.find((entry) => entry.message === message)?.stage ?? null;
