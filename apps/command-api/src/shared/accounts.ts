import {
  type Actor,
  claimDecider,
  DomainError,
  normaliseEmail,
  organisationDecider,
  type OrganisationState,
  type SessionCommand,
  sessionDecider,
  type SessionEvent,
  type SessionState,
  streams,
  type UserCommand,
  userDecider,
  type UserEvent,
  type UserState,
} from '@app/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { emailKey } from '@app/infrastructure/security';
import { type CommandContext, type Decided, EventSourcedRepository, type Loaded } from '@app/infrastructure/event-store';

export interface Membership extends Actor {
  organisationId: string;
  user: UserState;
}

/** Look-ups every identity and organisation command needs, all from the event store. */
@Injectable()
export class Accounts {
  constructor(
    readonly repository: EventSourcedRepository,
    @Inject(INFRASTRUCTURE) readonly infrastructure: Infrastructure,
  ) {}

  emailStream(email: string): string {
    return streams.emailClaim(emailKey(normaliseEmail(email)));
  }

  /** The user who owns this email, or null (also when a sign-up crashed before writing the account). */
  async userIdForEmail(email: string): Promise<string | null> {
    const claim = await this.repository.load(claimDecider, this.emailStream(email));
    if (!claim.state.ownerId) return null;
    const user = await this.loadUser(claim.state.ownerId);
    return user.state.exists ? claim.state.ownerId : null;
  }

  /** Decides a command on the user's stream; its events carry the user's organisation (if any). */
  async decideForUser(
    userId: string,
    command: UserCommand | ((state: UserState) => UserCommand),
    context: CommandContext,
  ): Promise<Decided<UserState, UserEvent>> {
    const decided = await this.repository.handle(userDecider, streams.user(userId), command, context, (state) => state.organisationId);
    // Sessions this command ended stop working here before it answers (a logout, then the old
    // access token at once, is refused); other processes learn it from the event store.
    for (const event of decided.events) this.infrastructure.sessionRevocations.record(event, context.now);
    return decided;
  }

  /**
   * Decides a command on a session's own stream. Its events carry no organisation, so live updates
   * never announce them (a session is its owner's business alone); ended sessions are refused at
   * once here, as for decideForUser.
   */
  async decideForSession(
    sessionId: string,
    command: SessionCommand,
    context: CommandContext,
  ): Promise<Decided<SessionState, SessionEvent>> {
    const decided = await this.repository.handle(sessionDecider, streams.session(sessionId), command, context, () => null);
    for (const event of decided.events) this.infrastructure.sessionRevocations.record(event, context.now);
    return decided;
  }

  loadSession(sessionId: string): Promise<Loaded<SessionState>> {
    return this.repository.load(sessionDecider, streams.session(sessionId));
  }

  loadUser(userId: string): Promise<Loaded<UserState>> {
    return this.repository.load(userDecider, streams.user(userId));
  }

  loadOrganisation(organisationId: string): Promise<Loaded<OrganisationState>> {
    return this.repository.load(organisationDecider, streams.organisation(organisationId));
  }

  /** The caller's organisation and role, from their own stream; no organisation is a 404. */
  async membership(userId: string): Promise<Membership> {
    const { state } = await this.loadUser(userId);
    if (!state.exists) throw new DomainError('UNAUTHENTICATED', 'unauthorized', 'User not authenticated');
    if (!state.organisationId || !state.memberRole) throw new DomainError('NOT_FOUND', 'not_found', 'Not found.');
    return { userId, organisationId: state.organisationId, memberRole: state.memberRole, user: state };
  }
}
