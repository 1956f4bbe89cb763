import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import {
  type ChangelogAction,
  entryFromStored,
  InsightChangelogEntriesView,
  InsightChangelogView,
  StoredChangelogEntry,
} from '@app/infrastructure/read-models';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { Inject, Injectable } from '@nestjs/common';
import { notFound, Products } from '../../projects/products';
import type { UserDocument } from '../../shared/members';
import type { ChangelogTarget } from './get-changelog.query';

type HeadingDocument = InsightChangelogView & ReadDocument;
type RunDocument = InsightChangelogEntriesView & ReadDocument;

export interface ChangelogActor {
  user_id: string;
  /** "firstName lastName"; '' once the account no longer exists. */
  name: string;
}

export interface ChangelogEntry {
  recommendation_id: string;
  recommendation_title: string;
  action: ChangelogAction;
  /** Who did it; null for what an analysis did. */
  actor: ChangelogActor | null;
  at: string;
  reason: string | null;
  from: number | null;
  to: number | null;
  new_mentions: number | null;
  version: number | null;
  search_query: string | null;
}

/** Runs of entries read at once while looking for a page's newest entries. */
const RUNS_PER_READ = 50;

/**
 * The changelog of one insight (deleted ones too) or of a project's insights, newest first: who
 * did what, when and why. Headings (`insight_changelog_headings`) say which insights and their titles;
 * their entries are runs of `insight_changelog_runs`. Pages and the CSV export both read it here.
 */
@Injectable()
export class Changelogs {
  constructor(
    private readonly products: Products,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  /** Entries newest first; `range` picks a slice of them (a page), by default all. */
  async entries(userId: string, target: ChangelogTarget, range?: { start: number; end: number }) {
    const organisationId = await this.products.organisationOf(userId);
    const headings = new Map((await this.headingsOf(organisationId, target)).map((heading) => [heading.insight_id, heading]));
    // One more than the page, to know whether a further page exists.
    const newest = await this.newestEntries(organisationId, [...headings.keys()], range ? range.end + 1 : Number.POSITIVE_INFINITY);
    const shown = range ? newest.slice(range.start, range.end) : newest;
    const actors = await this.actors(shown.flatMap(({ entry }) => (entry.actor ? [entry.actor] : [])));
    const entries: ChangelogEntry[] = shown.map(({ insightId, entry: stored }) => {
      const entry = entryFromStored(stored);
      return {
        recommendation_id: insightId,
        recommendation_title: headings.get(insightId)?.title ?? '',
        action: entry.action,
        actor: entry.actor === null ? null : actors(entry.actor),
        at: entry.at,
        reason: entry.reason,
        from: entry.from,
        to: entry.to,
        new_mentions: entry.new_mentions,
        version: entry.version,
        search_query: entry.search_query,
      };
    });
    return { entries, has_next: range !== undefined && newest.length > range.end };
  }

  private async headingsOf(organisationId: string, target: ChangelogTarget): Promise<HeadingDocument[]> {
    const { readStore } = this.infrastructure;
    if ('insightId' in target) {
      const heading = await readStore.get<HeadingDocument>('insight_changelog_headings', target.insightId);
      if (!heading || heading.organisation_id !== organisationId) throw notFound();
      return [heading];
    }
    const product = await this.products.visibleProduct(organisationId, target.productId);
    return readStore.find<HeadingDocument>('insight_changelog_headings', {
      organisation_id: organisationId,
      product_id: product.product_id,
    });
  }

  /**
   * The `wanted` newest entries of these insights, newest first. Runs are read newest first, a few
   * at a time, until no unread run can hold one of them: every entry of an unread run is at or
   * before the last run read, so once `wanted` entries are newer than that, the rest cannot enter.
   */
  private async newestEntries(organisationId: string, insightIds: string[], wanted: number) {
    const collected: Array<{ insightId: string; entry: StoredChangelogEntry }> = [];
    const filter = { organisation_id: organisationId, insight_id: insightIds.length === 1 ? insightIds[0] : { in: insightIds } };
    for (let skip = 0; ; skip += RUNS_PER_READ) {
      const runs = await this.infrastructure.readStore.find<RunDocument>('insight_changelog_runs', filter, {
        sortBy: 'last_position',
        descending: true,
        skip,
        limit: RUNS_PER_READ,
      });
      for (const run of runs) for (const entry of run.entries) collected.push({ insightId: run.insight_id, entry });
      collected.sort((a, b) => b.entry.position - a.entry.position);
      if (runs.length < RUNS_PER_READ) break;
      if (collected.length >= wanted && collected[wanted - 1].entry.position > runs[runs.length - 1].last_position) break;
    }
    return collected.slice(0, wanted);
  }

  /** The named actors, fetched at once. */
  private async actors(userIds: readonly string[]): Promise<(userId: string) => ChangelogActor> {
    const users = await this.infrastructure.readStore.getMany<UserDocument>('users', [...new Set(userIds)]);
    return (userId) => {
      const user = users.get(userId);
      return { user_id: userId, name: user ? `${user.firstName} ${user.lastName}`.trim() : '' };
    };
  }
}
