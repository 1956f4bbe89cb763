import { isEventOf, legacySessionOf, streams, userDecider, type UserEvent, type UserState } from '@app/domain';
import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@app/infrastructure/event-store';
import { Accounts } from './accounts';

/**
 * Sessions begun before sessions had streams of their own live in the user's stream
 * (docs/decisions/0010-session-streams.md). The first refresh or logout of such a session starts
 * its own stream from what the user's stream recorded of it, so nobody is signed out by the
 * upgrade; from then on the session continues in its own stream only.
 */
@Injectable()
export class LegacySessions {
  constructor(private readonly accounts: Accounts) {}

  async continueInOwnStream(user: UserState, sessionId: string, context: CommandContext): Promise<void> {
    // Only a session the user's stream still counts as open can have anything to carry over; this
    // keeps guessed session ids from costing a read of the whole user stream.
    if (!user.userId || !user.openSessionIds.includes(sessionId)) return;
    if ((await this.accounts.loadSession(sessionId)).revision !== -1) return;
    const legacy = legacySessionOf(await this.userStream(user.userId), sessionId);
    if (!legacy) return;
    // Decided against "no stream": when two first refreshes race, one continues the session and
    // the other finds it continued, so the session's history cannot fork.
    await this.accounts.decideForSession(sessionId, { type: 'ContinueLegacySession', sessionId, userId: user.userId, legacy }, context);
  }

  private async userStream(userId: string): Promise<UserEvent[]> {
    const recorded = await this.accounts.infrastructure.eventStore.readStream(streams.user(userId));
    return recorded.filter((event) => isEventOf<UserEvent>(userDecider.eventTypes, event));
  }
}
