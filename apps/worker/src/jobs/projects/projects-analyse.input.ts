import type { ProjectsAnalyseInput } from '@app/domain';
import { JobFailure } from '../job-kind';

export const PROJECTS_ANALYSE_INPUT_INVALID = 'PROJECTS_ANALYSE_INPUT_INVALID';

/** Checks the request's shape on the event loop, so a malformed one fails with a clear code before any read. */
export function parseProjectsAnalyseInput(input: unknown): ProjectsAnalyseInput {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const { productId, version } = record;
  if (typeof productId !== 'string' || productId === '' || typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new JobFailure(PROJECTS_ANALYSE_INPUT_INVALID, 'An analysis job needs a productId and a version (a whole number from 1).');
  }
  return { productId, version };
}
