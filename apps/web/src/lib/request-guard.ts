// Decides, before a request leaves the browser, whether it may be sent (SPEC section 7).

export const LOGGING_OUT_MESSAGE = 'User is logging out';
export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';

/** Pages on which a visitor without a session may call the API. */
export const GUEST_ROUTES = ['/login', '/signup', '/reset-password', '/select-role', '/email-verification'] as const;

/** Endpoints that make sense without a session (sign-in, sign-up, password reset, email landing). */
export const GUEST_ENDPOINTS: ReadonlySet<string> = new Set([
  'login',
  'createUser',
  'checkUserExists',
  'requestPasswordReset',
  'completePasswordReset',
  'confirmEmailVerification',
]);

/**
 * Calls authenticated by the refresh cookie rather than the access token, allowed from any page
 * and while the logging-out flag is set. (The token refresh itself, refreshAccessToken in api.ts,
 * is the guard's own helper and does not pass through it.)
 */
export const SESSION_ENDPOINTS: ReadonlySet<string> = new Set(['logout']);

export function isGuestRoute(pathname: string): boolean {
  return GUEST_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

export interface RequestContext {
  endpoint: string;
  pathname: string;
  accessToken: string | null;
  loggingOut: boolean;
}

/** Returns the reason to refuse the request, or null when it may be sent. */
export function checkRequestGuard({ endpoint, pathname, accessToken, loggingOut }: RequestContext): string | null {
  if (SESSION_ENDPOINTS.has(endpoint)) return null;
  if (loggingOut) return LOGGING_OUT_MESSAGE;
  if (accessToken) return null;
  if (GUEST_ENDPOINTS.has(endpoint) && isGuestRoute(pathname)) return null;
  return NOT_AUTHENTICATED_MESSAGE;
}
