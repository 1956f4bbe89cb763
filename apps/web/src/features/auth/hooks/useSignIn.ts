import { useCallback } from 'react';
import { useAppDispatch } from '../../../lib/hooks';
import { completeSignIn } from '../../../lib/session';
import { errorStatus } from '../../../lib/api-errors';
import { useLoginMutation, type Credentials } from '../api/auth-api';

export type SignInOutcome = 'signedIn' | 'invalidCredentials' | 'failed';

/** Logs in, then fetches the user; the route guard takes the user on from there. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  return useCallback(
    async (credentials: Credentials): Promise<SignInOutcome> => {
      const result = await login(credentials);
      if (result.error) return errorStatus(result.error) === 401 ? 'invalidCredentials' : 'failed';
      const user = await completeSignIn(dispatch, result.data.access_token);
      return user ? 'signedIn' : 'failed';
    },
    [dispatch, login],
  );
}
