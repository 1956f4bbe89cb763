import { DomainError, streams } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../projects/products';
import type { UserDocument } from '../../shared/members';
import { GetInsightEventsQuery } from './get-insight-events.query';

/** One stored event as auditors read it: its envelope and its data, in the data's current shape. */
export interface InsightEventLine {
  id: string;
  type: string;
  stream_id: string;
  revision: number;
  position: number;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

/**
 * Every event of one insight's stream, in order, for an organisation's Admin to audit: deleted
 * insights too (their stream keeps them). Another organisation's insight is not found.
 */
@QueryHandler(GetInsightEventsQuery)
export class GetInsightEventsHandler implements IQueryHandler<GetInsightEventsQuery, InsightEventLine[]> {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  async execute({ userId, insightId }: GetInsightEventsQuery): Promise<InsightEventLine[]> {
    const user = await this.infrastructure.readStore.get<UserDocument>('users', userId);
    if (!user?.customer_id) throw notFound();
    if (user.member_role !== 'Admin') throw new DomainError('ADMIN_ONLY', 'forbidden', 'Only an organisation admin can do this.');
    const events = await this.infrastructure.eventStore.readStream(streams.insight(insightId));
    if (events.length === 0 || events[0].metadata.organisationId !== user.customer_id) throw notFound();
    return events.map((event) => ({
      id: event.id,
      type: event.type,
      stream_id: event.streamId,
      revision: event.revision,
      position: event.position,
      data: event.data,
      metadata: event.metadata,
    }));
  }
}
