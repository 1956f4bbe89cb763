import { DomainError } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { IntegrationEvent } from '@app/infrastructure/integration';
import { Inject, Injectable } from '@nestjs/common';

export interface StreamEventsPage {
  events: IntegrationEvent[];
  /** Where to resume (`from`): the last position looked at, an event of this organisation or not. */
  next: number;
}

export interface StreamEventsRequest {
  organisationId: string;
  from: number;
  limit: number;
  waitMs: number;
  /** Aborted when the client goes away: a waiting request stops waiting. */
  signal: AbortSignal;
}

const PAGE = 500;
/** Without a live update (another process without Redis), the log is looked at this often while waiting. */
const POLL_MS = 1_000;
/** Requests of one organisation open at once: a long poll holds a little memory and a listener each. */
export const MAX_OPEN_PER_ORGANISATION = 5;

/**
 * The analyst stream without Kafka: the event log itself is the outbox. One organisation's
 * integration events after a position, in log order, read from the log by the organisation in
 * each event's metadata; when there are none yet, waits (bounded) for the first ones to commit.
 * The event store never shows a position before a smaller one it could still commit (ADR 0001),
 * so resuming after the last position read misses nothing and repeats nothing.
 */
@Injectable()
export class StreamEventsReader {
  private readonly open = new Map<string, number>();

  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  async read(request: StreamEventsRequest): Promise<StreamEventsPage> {
    const open = this.open.get(request.organisationId) ?? 0;
    if (open >= MAX_OPEN_PER_ORGANISATION)
      throw new DomainError(
        'STREAM_BUSY',
        'rate_limited',
        'Too many stream requests of this organisation are open. Please try again shortly.',
        {
          retryAfterSeconds: 1,
        },
      );
    this.open.set(request.organisationId, open + 1);
    try {
      return await this.readWaiting(request);
    } finally {
      const left = (this.open.get(request.organisationId) ?? 1) - 1;
      if (left === 0) this.open.delete(request.organisationId);
      else this.open.set(request.organisationId, left);
    }
  }

  private async readWaiting({ organisationId, from, limit, waitMs, signal }: StreamEventsRequest): Promise<StreamEventsPage> {
    const deadline = Date.now() + waitMs;
    let page = await this.scan(organisationId, from, limit, deadline);
    if (page.events.length > 0 || waitMs === 0) return page;
    // Nothing yet: wake on a live update of this organisation, or look again now and then.
    let wake: () => void = () => undefined;
    const unsubscribe = await this.infrastructure.liveUpdates.subscribe((update) => {
      if (update.organisationId === organisationId && update.position > page.next) wake();
    });
    try {
      while (!signal.aborted && Date.now() < deadline && page.events.length === 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
          function done() {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
          }
          wake = done;
          signal.addEventListener('abort', done);
        });
        page = await this.scan(organisationId, page.next, limit, deadline);
      }
      return page;
    } finally {
      await unsubscribe();
    }
  }

  /** Reads forward from `after` until `limit` events, the head of the log, or the deadline. */
  private async scan(organisationId: string, after: number, limit: number, deadline: number): Promise<StreamEventsPage> {
    const { eventStore, integrationEvents } = this.infrastructure;
    const events: IntegrationEvent[] = [];
    let next = after;
    for (;;) {
      const recorded = await eventStore.readAll(next, PAGE);
      for (const event of recorded) {
        next = event.position;
        if (event.metadata.organisationId !== organisationId) continue;
        const integrationEvent = integrationEvents.toIntegrationEvent(event);
        if (integrationEvent) events.push(integrationEvent);
        if (events.length === limit) return { events, next };
      }
      // A long stretch of other organisations' events ends with the deadline; `next` says where.
      if (recorded.length < PAGE || Date.now() >= deadline) return { events, next };
    }
  }
}
