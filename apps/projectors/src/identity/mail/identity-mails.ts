import { categoryOf, type ClaimEvent, isEventOf, type MailedToken, streams, userDecider, type UserEvent } from '@app/domain';
import type { EventStore, RecordedEvent } from '@app/infrastructure/event-store';
import type { MailsOfContext } from '@app/infrastructure/mail';
import { mailTemplates } from '@app/infrastructure/mail';
import { stateAt } from '@app/infrastructure/processors';
import type { LinkSecrets } from '@app/infrastructure/security';

type Mailed =
  | Extract<UserEvent, { type: 'EmailVerificationRequested' | 'PasswordResetRequested' }>
  | Extract<ClaimEvent, { type: 'ValueClaimRefused' }>;

const MAILED = new Set<Mailed['type']>(['EmailVerificationRequested', 'PasswordResetRequested', 'ValueClaimRefused']);

const isMailed = (event: RecordedEvent): event is RecordedEvent<Mailed> => isEventOf<Mailed>(MAILED, event);

export interface IdentityMailPorts {
  eventStore: EventStore;
  linkSecrets: LinkSecrets;
  publicUrl: string;
  log: (line: string) => void;
}

/**
 * The identity context's mails: the verification link, the reset link, and the note to an
 * address's owner that someone tried to sign up with it. Links are derived from the request id the
 * event stored (see LinkSecrets); the person's name and address are read as they stood at the event.
 */
export function identityMails({ eventStore, linkSecrets, publicUrl, log }: IdentityMailPorts): MailsOfContext {
  const link = (pathAndQuery: string) => `${publicUrl}${pathAndQuery}`;
  const userAt = (userId: string, position: number) => stateAt(eventStore, userDecider, streams.user(userId), position);

  /** The link token, or null: a request recorded before mails were derived, or one whose hash no longer matches (the server secret changed), would give a link that does not work. */
  function tokenFor(event: RecordedEvent, request: MailedToken, userId: string): string | null {
    if (!request.requestId) return null;
    const { token, tokenHash } = linkSecrets.token(request.requestId, userId);
    if (tokenHash === request.tokenHash) return token;
    log(`reactor:identity-mail: event ${event.id}: the link would not match its stored hash (was JWT_SECRET changed?); not sent`);
    return null;
  }

  return {
    id: 'reactor:identity-mail',
    handles: MAILED,
    async mailFor(event) {
      if (!isMailed(event)) return null;
      switch (event.type) {
        case 'EmailVerificationRequested': {
          const userId = event.streamId.slice('user-'.length);
          const token = tokenFor(event, event.data, userId);
          const user = await userAt(userId, event.position);
          if (!token || !user.email) return null;
          return {
            template: 'verify-email',
            content: mailTemplates.verifyEmail(user.email, user.firstName, link(`/email-verification?token=${encodeURIComponent(token)}`)),
          };
        }
        case 'PasswordResetRequested': {
          const userId = event.streamId.slice('user-'.length);
          const token = tokenFor(event, event.data, userId);
          const user = await userAt(userId, event.position);
          if (!token || !user.email) return null;
          return {
            template: 'reset-password',
            content: mailTemplates.resetPassword(user.email, link(`/reset-password?token=${encodeURIComponent(token)}`)),
          };
        }
        case 'ValueClaimRefused': {
          // Only refused email claims are sign-ups with a taken address; other claims mail nobody.
          if (categoryOf(event.streamId) !== categoryOf(streams.emailClaim(''))) return null;
          const owner = await userAt(event.data.ownerId, event.position);
          if (!owner.email) return null;
          return { template: 'sign-up-attempted', content: mailTemplates.signUpAttempted(owner.email, owner.firstName, link('/login')) };
        }
      }
    },
  };
}
