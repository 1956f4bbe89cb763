import { errorCode, errorStatus, serverErrorText } from '../../lib/api-errors';

/**
 * Why a call to the assistant failed, kept as data rather than text so that it is said in the
 * language shown when it is drawn: refused (a 400, or a 409 such as database search without an
 * analytics configuration, with the server's code and message) or unavailable (anything else: the
 * network, the server), which is worth trying again.
 */
export type AssistantFailure = { kind: 'refused'; code: string | null; message: string | null } | { kind: 'unavailable' };

/** The failure an RTK Query call rejected with. */
export function assistantFailureOf(error: unknown): AssistantFailure {
  const queryError = error as Parameters<typeof errorStatus>[0];
  const status = errorStatus(queryError);
  if (status !== 400 && status !== 409) return { kind: 'unavailable' };
  return { kind: 'refused', code: errorCode(error), message: serverErrorText(queryError) };
}
