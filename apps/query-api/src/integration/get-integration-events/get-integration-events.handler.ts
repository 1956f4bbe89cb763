import { DomainError } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { IntegrationEvent } from '@app/infrastructure/integration';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Members } from '../../shared/members';
import { GetIntegrationEventsQuery } from './get-integration-events.query';

export interface IntegrationEventsPage {
  events: IntegrationEvent[];
  /** Pass as `after` to resume; equal to `after` when nothing newer exists yet. */
  next: number;
}

const PAGE = 500;
const MAX_SCANNED = 5_000;

/**
 * The analysts' feed without Kafka: the event log itself is the outbox, served as a resumable
 * stream of the caller's organisation's integration events (the same shapes Kafka carries).
 * Admins only. One request scans a bounded stretch of the log and says where to resume.
 */
@QueryHandler(GetIntegrationEventsQuery)
export class GetIntegrationEventsHandler implements IQueryHandler<GetIntegrationEventsQuery, IntegrationEventsPage> {
  constructor(
    private readonly members: Members,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  async execute({ userId, after, limit }: GetIntegrationEventsQuery): Promise<IntegrationEventsPage> {
    const user = await this.members.user(userId);
    if (!user.customer_id) throw new DomainError('NOT_FOUND', 'not_found', 'Not found.');
    if (user.member_role !== 'Admin') throw new DomainError('ADMIN_ONLY', 'forbidden', 'Only an organisation admin can do this.');
    const events: IntegrationEvent[] = [];
    let next = after;
    for (let scanned = 0; scanned < MAX_SCANNED && events.length < limit;) {
      const page = await this.infrastructure.eventStore.readAll(next, PAGE);
      if (page.length === 0) break;
      for (const recorded of page) {
        next = recorded.position;
        scanned += 1;
        if (recorded.metadata.organisationId !== user.customer_id) continue;
        const event = this.infrastructure.integrationEvents.toIntegrationEvent(recorded);
        if (event) events.push(event);
        if (events.length === limit) break;
      }
    }
    return { events, next };
  }
}
