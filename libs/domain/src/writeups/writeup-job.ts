import type { BriefInputs, WriteupKind } from './writeup.events';

/**
 * The job that generates a document (run by the worker, asked for by the write-ups reactor when a
 * generation is requested). Its id names the project, the kind and the request's number, so a
 * redelivered request asks for nothing new and the job's outcome names its document.
 */
export const WRITEUPS_GENERATE = 'writeups.generate';

export interface WriteupsGenerateInput {
  productId: string;
  kind: WriteupKind;
  jobId: string;
  prompt: string | null;
  brief: BriefInputs | null;
  insightIds: string[] | null;
}

const PREFIX = 'writeup-';

export const writeupJobId = (productId: string, kind: WriteupKind, sequence: number): string => `${PREFIX}${productId}.${kind}-${sequence}`;

/** The document a generation job is for, or null for any other job. */
export function writeupOfJob(jobId: string): { productId: string; kind: string } | null {
  const match = /^writeup-(.+)\.([a-z_]+)-\d+$/.exec(jobId);
  return match ? { productId: match[1], kind: match[2] } : null;
}
