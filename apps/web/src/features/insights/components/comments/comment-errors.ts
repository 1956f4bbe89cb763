import type { TFunction } from 'i18next';
import { errorStatus } from '../../../../lib/api-errors';

type QueryError = Parameters<typeof errorStatus>[0];

/** The limits the refusals name (the server's COMMENT_MAX_CHARS and COMMENT_MAX_MENTIONS). */
const LIMITS: Record<string, number> = { COMMENT_TEXT_TOO_LONG: 5000, COMMENT_TOO_MANY_MENTIONS: 20 };

/** The refusals the comments API names by code, each said in the interface language. */
const KNOWN_CODES = new Set([
  'COMMENT_TEXT_REQUIRED',
  'COMMENT_TEXT_TOO_LONG',
  'COMMENT_CHAIN_NOT_FOUND',
  'COMMENT_MENTION_NOT_MEMBER',
  'COMMENT_TOO_MANY_MENTIONS',
  'COMMENT_DELETE_FORBIDDEN',
  'COMMENT_NOT_FOUND',
]);

/** Why a comment command failed, in words: the refusal's own when the server named one, else `fallbackKey`. */
export function commentErrorText(
  t: TFunction<'comments'>,
  failure: unknown,
  fallbackKey: 'errors.postFailed' | 'errors.deleteFailed',
): string {
  const error = failure as QueryError;
  const data = error && 'data' in error ? (error.data as { code?: unknown } | undefined) : undefined;
  const code = typeof data?.code === 'string' ? data.code : null;
  if (code && KNOWN_CODES.has(code)) return t(`errors.codes.${code}` as 'errors.codes.COMMENT_NOT_FOUND', { max: LIMITS[code] });
  if (errorStatus(error) === 404) return t('errors.codes.COMMENT_NOT_FOUND');
  return t(fallbackKey);
}
