import { useCallback } from 'react';
import { useAppDispatch } from '../../../lib/hooks';
import { completeSignIn } from '../../../lib/session';
import { errorStatus } from '../../../lib/api-errors';
import type { LoginDto } from '../../../lib/generated/api-types';
import { useLoginMutation } from '../api/auth-api';

export type SignInOutcome = 'signedIn' | 'invalidCredentials' | 'tooManyAttempts' | 'busy' | 'failed';

/** What a refused sign-in means for the person: wrong credentials, wait a while, or try again shortly. */
const OUTCOME_BY_STATUS: Record<number, SignInOutcome> = { 401: 'invalidCredentials', 429: 'tooManyAttempts', 503: 'busy' };

/** Logs in, then fetches the user; the route guard takes the user on from there. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  return useCallback(
    async (credentials: LoginDto): Promise<SignInOutcome> => {
      const result = await login(credentials);
      if (result.error) return OUTCOME_BY_STATUS[errorStatus(result.error) ?? 0] ?? 'failed';
      const user = await completeSignIn(dispatch, result.data.access_token);
      return user ? 'signedIn' : 'failed';
    },
    [dispatch, login],
  );
}
