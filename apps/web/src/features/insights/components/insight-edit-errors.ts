import { errorStatus } from '../../../lib/api-errors';

type QueryError = Parameters<typeof errorStatus>[0];

/** The stable code of a refusal (the server's error catalogue), or null. */
export function errorCode(error: unknown): string | null {
  const failure = error as QueryError;
  const data = failure && 'data' in failure ? failure.data : undefined;
  const code = data && typeof data === 'object' ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : null;
}

/**
 * Refused because someone changed the insight after the person opened it (the If-Match revision
 * was old): the insight has been fetched again by then, and the screen says so.
 */
export const isInsightChanged = (error: unknown) => errorStatus(error as QueryError) === 409 && errorCode(error) === 'INSIGHT_CHANGED';
