import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { InsightCommentsView, InsightNotificationsView, InsightView, NotificationReadsView } from '@app/infrastructure/read-models';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { Inject, Injectable } from '@nestjs/common';
import type { UserDocument } from '../shared/members';

export type CommentsDocument = InsightCommentsView & ReadDocument;
export type NotificationsDocument = InsightNotificationsView & ReadDocument;
export type ReadsDocument = NotificationReadsView & ReadDocument;
type InsightDocument = InsightView & ReadDocument;

export interface PersonRef {
  user_id: string;
  /** "firstName lastName"; '' once the account no longer exists. */
  name: string;
}

/** What the comment queries share: people's names, and which insights are still there. */
@Injectable()
export class CommentReads {
  constructor(@Inject(INFRASTRUCTURE) readonly infrastructure: Infrastructure) {}

  /** The named people, fetched at once. */
  async people(userIds: readonly string[]): Promise<(userId: string) => PersonRef> {
    const users = await this.infrastructure.readStore.getMany<UserDocument>('users', [...new Set(userIds)]);
    return (userId) => {
      const user = users.get(userId);
      return { user_id: userId, name: user ? `${user.firstName} ${user.lastName}`.trim() : '' };
    };
  }

  /** The insights still there (not deleted), by id, of the ones named. */
  async liveInsights(insightIds: readonly string[]): Promise<Map<string, InsightDocument>> {
    return this.infrastructure.readStore.getMany<InsightDocument>('insights', [...new Set(insightIds)]);
  }
}
