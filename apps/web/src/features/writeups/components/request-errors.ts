import type { TFunction } from 'i18next';
import { errorStatus } from '../../../lib/api-errors';

type QueryError = Parameters<typeof errorStatus>[0];

/** The server's error code, when its body has one. */
export function errorCode(error: unknown): string | null {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null;
  return data && typeof data === 'object' && typeof (data as { code?: unknown }).code === 'string' ? (data as { code: string }).code : null;
}

/** Why a generation could not be asked for, in the interface language. */
export function requestErrorText(error: unknown, t: TFunction<'writeups'>): string {
  if (errorCode(error) === 'WRITEUP_IN_PROGRESS' || errorStatus(error as QueryError) === 409) return t('page.inProgress');
  if (errorCode(error) === 'WRITEUP_PROMPT_REQUIRED') return t('refine.required');
  return t('page.requestFailed');
}
