import { errorCode, errorStatus } from '../../../lib/api-errors';

type QueryError = Parameters<typeof errorStatus>[0];

/**
 * Refused because someone changed the insight after the person opened it (the If-Match revision
 * was old): the insight has been fetched again by then, and the screen says so.
 */
export const isInsightChanged = (error: unknown) => errorStatus(error as QueryError) === 409 && errorCode(error) === 'INSIGHT_CHANGED';
