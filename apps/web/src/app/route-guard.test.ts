import { decideRoute, type GuardInput, type RouteDecision } from './route-guard';
import { aUser } from '../../test/fixtures';

const onboarded = aUser();
const withoutOrganisation = aUser({ customer: null });
const unverified = aUser({ email_verified: false });
const googleNotOnboarded = aUser({ is_google_user: true, completed_onboarding: false, email_verified: true });
const googleOnboarded = aUser({ is_google_user: true, completed_onboarding: true });

const render: RouteDecision = { kind: 'render' };
const to = (path: string): RouteDecision => ({ kind: 'redirect', to: path });

type Row = [description: string, input: Partial<GuardInput>, expected: RouteDecision];

const signedIn = (user = onboarded): Partial<GuardInput> => ({ session: 'signedIn', user });

const table: Row[] = [
  ['waits while the session is being restored', { pathname: '/customer/acme', session: 'restoring' }, { kind: 'wait' }],
  ['sends a visitor from a private page to /login', { pathname: '/customer/acme', session: 'signedOut' }, to('/login')],
  ['sends a visitor from / to /login', { pathname: '/', session: 'signedOut' }, to('/login')],
  ['sends a visitor from /createorg to /login', { pathname: '/createorg', session: 'signedOut' }, to('/login')],
  ['sends a visitor from /select-role to /login', { pathname: '/select-role', session: 'signedOut' }, to('/login')],
  ['sends a visitor from /email-verification/send to /login', { pathname: '/email-verification/send', session: 'signedOut' }, to('/login')],
  ['shows /login to a visitor', { pathname: '/login', session: 'signedOut' }, render],
  ['shows /signup to a visitor', { pathname: '/signup', session: 'signedOut' }, render],
  ['shows /reset-password to anyone, even while restoring', { pathname: '/reset-password', session: 'restoring' }, render],
  ['shows the verification landing to a visitor', { pathname: '/email-verification', session: 'signedOut' }, render],
  ['shows the verification landing to an unverified user', { pathname: '/email-verification', ...signedIn(unverified) }, render],
  ['waits for the user of a session', { pathname: '/', session: 'signedIn', user: undefined }, { kind: 'wait' }],
  ['fails when the user cannot be fetched', { pathname: '/', session: 'signedIn', user: undefined, userFailed: true }, { kind: 'fail' }],
  [
    'sends a Google user without onboarding to /select-role',
    { pathname: '/customer/acme', ...signedIn(googleNotOnboarded) },
    to('/select-role'),
  ],
  ['keeps a Google user without onboarding on /select-role', { pathname: '/select-role', ...signedIn(googleNotOnboarded) }, render],
  [
    'puts role selection before email verification',
    { pathname: '/', ...signedIn({ ...googleNotOnboarded, email_verified: false }) },
    to('/select-role'),
  ],
  [
    'sends an unverified user to /email-verification/send',
    { pathname: '/customer/acme', ...signedIn(unverified) },
    to('/email-verification/send'),
  ],
  [
    'sends an unverified user from /createorg to /email-verification/send',
    { pathname: '/createorg', ...signedIn(unverified) },
    to('/email-verification/send'),
  ],
  ['keeps an unverified user on /email-verification/send', { pathname: '/email-verification/send', ...signedIn(unverified) }, render],
  ['sends a user without an organisation from / to /createorg', { pathname: '/', ...signedIn(withoutOrganisation) }, to('/createorg')],
  ['keeps a user without an organisation on /createorg', { pathname: '/createorg', ...signedIn(withoutOrganisation) }, render],
  ['sends a member from / to their organisation home', { pathname: '/', ...signedIn() }, to('/customer/acme')],
  ['sends a member from /createorg to their organisation home', { pathname: '/createorg', ...signedIn() }, to('/customer/acme')],
  ['sends a signed-in member from /login to their organisation home', { pathname: '/login', ...signedIn() }, to('/customer/acme')],
  ['sends a signed-in member from /signup to their organisation home', { pathname: '/signup', ...signedIn() }, to('/customer/acme')],
  [
    'sends a signed-in user without organisation from /login to /createorg',
    { pathname: '/login', ...signedIn(withoutOrganisation) },
    to('/createorg'),
  ],
  [
    'sends an unverified user from /signup to /email-verification/send',
    { pathname: '/signup', ...signedIn(unverified) },
    to('/email-verification/send'),
  ],
  ['moves an onboarded Google user on from /select-role', { pathname: '/select-role', ...signedIn(googleOnboarded) }, to('/customer/acme')],
  ['moves a verified user on from /email-verification/send', { pathname: '/email-verification/send', ...signedIn() }, to('/customer/acme')],
  ['shows the organisation home to a member', { pathname: '/customer/acme', ...signedIn() }, render],
  ['shows another namespace (the server answers 404)', { pathname: '/customer/other', ...signedIn() }, render],
  ['shows settings to an onboarded user', { pathname: '/settings/account', ...signedIn() }, render],
  ['ignores a trailing slash', { pathname: '/createorg/', ...signedIn() }, to('/customer/acme')],
];

describe('the onboarding guard', () => {
  it.each(table)('%s', (_description, input, expected) => {
    expect(decideRoute({ pathname: '/', session: 'signedOut', user: undefined, userFailed: false, ...input })).toEqual(expected);
  });
});
