import type { TFunction } from 'i18next';
import { errorCode, errorStatus } from '../../../lib/api-errors';

type QueryError = Parameters<typeof errorStatus>[0];

/** Why a generation could not be asked for, in the interface language. */
export function requestErrorText(error: unknown, t: TFunction<'writeups'>): string {
  if (errorCode(error) === 'WRITEUP_IN_PROGRESS' || errorStatus(error as QueryError) === 409) return t('page.inProgress');
  if (errorCode(error) === 'WRITEUP_PROMPT_REQUIRED') return t('refine.required');
  return t('page.requestFailed');
}
