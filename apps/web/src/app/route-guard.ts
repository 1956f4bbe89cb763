import type { UserResponse } from '../lib/generated/api-types';

// The redirects and the onboarding guard of SPEC section 4, as one pure decision.

export type SessionStatus = 'restoring' | 'signedOut' | 'signedIn';

export type RouteDecision = { kind: 'wait' } | { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'fail' };

export interface GuardInput {
  pathname: string;
  session: SessionStatus;
  /** The signed-in user, once fetched. */
  user: UserResponse | undefined;
  userFailed: boolean;
}

export const SELECT_ROLE_PATH = '/select-role';
export const VERIFICATION_SENT_PATH = '/email-verification/send';

/** Pages for visitors only: a signed-in user is sent on. */
const GUEST_ONLY_PATHS = ['/login', '/signup'];
/** Landing pages of emailed links: they work with or without a session. */
const EMAIL_LINK_PATHS = ['/reset-password', '/email-verification'];
/** Pages that only lead somewhere else once onboarding is done. */
const ENTRY_PATHS = ['/', '/createorg', ...GUEST_ONLY_PATHS, SELECT_ROLE_PATH, VERIFICATION_SENT_PATH];

const render: RouteDecision = { kind: 'render' };
const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to });

/** The step of onboarding the user still has to take, or null when done. */
export function pendingOnboardingStep(user: UserResponse): string | null {
  if (user.is_google_user && !user.completed_onboarding) return SELECT_ROLE_PATH;
  if (!user.email_verified) return VERIFICATION_SENT_PATH;
  return null;
}

export function organisationHome(user: UserResponse): string {
  return user.customer ? `/customer/${encodeURIComponent(user.customer.namespace)}` : '/createorg';
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function decideRoute({ pathname, session, user, userFailed }: GuardInput): RouteDecision {
  const path = withoutTrailingSlash(pathname);
  if (EMAIL_LINK_PATHS.includes(path)) return render;
  if (session === 'restoring') return { kind: 'wait' };
  if (session === 'signedOut') return GUEST_ONLY_PATHS.includes(path) ? render : redirect('/login');
  if (!user) return userFailed ? { kind: 'fail' } : { kind: 'wait' };

  const step = pendingOnboardingStep(user);
  if (step) return path === step ? render : redirect(step);

  if (ENTRY_PATHS.includes(path)) {
    const home = organisationHome(user);
    return path === home ? render : redirect(home);
  }
  return render;
}
