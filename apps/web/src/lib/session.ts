import { api, refreshAccessToken } from './api';
import { accessTokenReceived, loggingOutStarted, signedIn, signedOut } from './auth-slice';
import { forgetCustomerInfo } from './customer-info';
import { applyUserLanguage } from './i18n';
import { sessionApi } from './session-api';
import type { AppDispatch } from './root-reducer';
import type { UserResponse } from './generated/api-types';

/**
 * Finishes signing in once an access token is held: fetches the user (retried, see session-api),
 * applies the user's saved language, then marks the session signed in. Null when it failed.
 */
export async function completeSignIn(dispatch: AppDispatch, accessToken: string): Promise<UserResponse | null> {
  dispatch(accessTokenReceived(accessToken));
  const request = dispatch(sessionApi.endpoints.getCurrentUserAfterSignIn.initiate(undefined, { subscribe: false, forceRefetch: true }));
  const result = await request;
  if (!result.data) {
    dispatch(signedOut());
    return null;
  }
  await applyUserLanguage(result.data.language);
  dispatch(signedIn());
  return result.data;
}

/** At start-up: the refresh cookie, if any, gives a new access token. */
export async function restoreSession(dispatch: AppDispatch): Promise<void> {
  const accessToken = await dispatch(refreshAccessToken());
  if (!accessToken) {
    dispatch(signedOut());
    return;
  }
  await completeSignIn(dispatch, accessToken);
}

/** Ends the session: every other request is refused meanwhile (SPEC section 4). */
export async function logout(dispatch: AppDispatch, navigate: (to: string) => void): Promise<void> {
  dispatch(loggingOutStarted());
  // The server revokes the refresh session; if it cannot be reached the local session ends anyway.
  await dispatch(sessionApi.endpoints.logout.initiate());
  forgetCustomerInfo();
  dispatch(signedOut());
  navigate('/login');
  dispatch(api.util.resetApiState());
}
