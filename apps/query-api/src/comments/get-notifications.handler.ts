import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Products } from '../projects/products';
import { CommentReads, type NotificationsDocument, type ReadsDocument } from './comment-reads';
import { GetNotificationsQuery } from './comment-queries';
import type { NotificationsPageResponse } from './comment.responses';

/**
 * The caller's notifications (of insights they follow, and of comments that mention them), newest
 * first, each read or not, with how many are unread. A deleted insight's notifications stay (its
 * deletion is one of them) but link nowhere.
 */
@QueryHandler(GetNotificationsQuery)
export class GetNotificationsHandler implements IQueryHandler<GetNotificationsQuery, NotificationsPageResponse> {
  constructor(
    private readonly products: Products,
    private readonly reads: CommentReads,
  ) {}

  async execute({ userId, page: { page, pageSize } }: GetNotificationsQuery): Promise<NotificationsPageResponse> {
    const organisationId = await this.products.organisationOf(userId);
    const { readStore } = this.reads.infrastructure;
    const [docs, reads] = await Promise.all([
      readStore.find<NotificationsDocument>('insight_notifications', { organisation_id: organisationId, audience: { contains: userId } }),
      readStore.get<ReadsDocument>('notification_reads', userId),
    ]);
    const isRead = (id: string, at: string) =>
      (reads?.read_up_to != null && at <= reads.read_up_to) || (reads?.read_ids.includes(id) ?? false);
    const mine = docs
      .flatMap((doc) => doc.items.filter((item) => item.recipients.includes(userId)).map((item) => ({ doc, item })))
      .sort((a, b) => b.item.at.localeCompare(a.item.at) || b.item.notification_id.localeCompare(a.item.notification_id));
    const start = (page - 1) * pageSize;
    const shown = mine.slice(start, start + pageSize);
    const [person, insights] = await Promise.all([
      this.reads.people(shown.flatMap(({ item }) => (item.actor ? [item.actor] : []))),
      this.reads.liveInsights(shown.map(({ doc }) => doc.insight_id)),
    ]);
    return {
      notifications: shown.map(({ doc, item }) => ({
        notification_id: item.notification_id,
        kind: item.kind,
        at: item.at,
        actor: item.actor === null ? null : person(item.actor),
        recommendation_id: doc.insight_id,
        recommendation_title: doc.title,
        product_id: doc.product_id,
        recommendation_exists: insights.has(doc.insight_id),
        recommendation_comment_id: item.comment_id,
        comment_chain_id: item.chain_id,
        excerpt: item.excerpt,
        new_mentions: item.new_mentions,
        reason: item.reason,
        is_read: isRead(item.notification_id, item.at),
      })),
      unread_count: mine.filter(({ item }) => !isRead(item.notification_id, item.at)).length,
      has_next: start + pageSize < mine.length,
    };
  }
}
