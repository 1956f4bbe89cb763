import { WRITEUP_KINDS, type WriteupKind, type WriteupsGenerateInput } from '@app/domain';
import { JobFailure } from '../job-kind';

export const WRITEUPS_GENERATE_INPUT_INVALID = 'WRITEUPS_GENERATE_INPUT_INVALID';

/** Checks the request's shape before any read, so a malformed one fails with a clear code. */
export function parseWriteupsGenerateInput(input: unknown): WriteupsGenerateInput {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const { productId, kind, jobId } = record;
  const valid =
    typeof productId === 'string' && productId !== '' && typeof jobId === 'string' && (WRITEUP_KINDS as readonly unknown[]).includes(kind);
  if (!valid) {
    throw new JobFailure(
      WRITEUPS_GENERATE_INPUT_INVALID,
      `A document job needs a productId, a jobId and a kind (${WRITEUP_KINDS.join(', ')}).`,
    );
  }
  return { productId, kind: kind as WriteupKind, jobId };
}
