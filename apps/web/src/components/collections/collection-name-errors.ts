import type { TFunction } from 'i18next';
import { errorStatus } from '../../lib/api-errors';

type Failure = Parameters<typeof errorStatus>[0];

/** The code a refused collection command answered with, if any. */
function codeOf(failure: Failure): string | null {
  if (!failure || !('data' in failure)) return null;
  const data = failure.data as { code?: unknown } | undefined;
  return typeof data?.code === 'string' ? data.code : null;
}

/** A name checked here before it is sent (the server checks it again): the message, or null when it is fine. */
export function nameProblem(name: string, t: TFunction<'collections'>): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return t('name.required');
  if ([...trimmed].length > 80) return t('name.tooLong');
  return null;
}

/** What to tell the person when the server refused a name; null when the failure was something else. */
export function refusedName(failure: unknown, t: TFunction<'collections'>): string | null {
  switch (codeOf(failure as Failure)) {
    case 'COLLECTION_NAME_TAKEN':
      return t('name.taken');
    case 'COLLECTION_NAME_REQUIRED':
      return t('name.required');
    case 'COLLECTION_NAME_TOO_LONG':
      return t('name.tooLong');
    default:
      return null;
  }
}
