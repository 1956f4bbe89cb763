import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** The HTTP status of a failed call, or null when it never got an answer. */
export function errorStatus(error: QueryError): number | null {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}

/** The stable code the server put in its error body (`VALIDATION_FAILED`, `INSIGHT_CHANGED`…), if any. */
export function errorCode(error: unknown): string | null {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null;
  const code = data && typeof data === 'object' ? (data as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
}

/** The person-readable text the server put in its error body, if any. */
export function serverErrorText(error: QueryError): string | null {
  if (!error || !('status' in error)) return null;
  const data = 'data' in error ? error.data : undefined;
  if (data && typeof data === 'object') {
    const body = data as { error?: unknown; message?: unknown };
    const text = typeof body.error === 'string' && body.error ? body.error : body.message;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return null;
}
