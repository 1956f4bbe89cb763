import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { ChangelogAction, InsightChangelogView } from '@app/infrastructure/read-models';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { Inject, Injectable } from '@nestjs/common';
import { notFound, Products } from '../../projects/products';
import type { UserDocument } from '../../shared/members';
import type { ChangelogTarget } from './get-changelog.query';

type ChangelogDocument = InsightChangelogView & ReadDocument;

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

/**
 * The changelog of one insight (deleted ones too) or of a project's insights, newest first: who
 * did what, when and why, from the `insight_changelog` read model. Pages and the CSV export both
 * read it here.
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
    const logs = await this.logsOf(organisationId, target);
    const all = logs.flatMap((log) => log.entries.map((entry) => ({ log, entry }))).sort((a, b) => b.entry.position - a.entry.position);
    const shown = range ? all.slice(range.start, range.end) : all;
    const actors = await this.actors(shown.flatMap(({ entry }) => (entry.actor ? [entry.actor] : [])));
    const entries: ChangelogEntry[] = shown.map(({ log, entry }) => ({
      recommendation_id: log.insight_id,
      recommendation_title: log.title,
      action: entry.action,
      actor: entry.actor === null ? null : actors(entry.actor),
      at: entry.at,
      reason: entry.reason,
      from: entry.from,
      to: entry.to,
      new_mentions: entry.new_mentions,
      version: entry.version,
      search_query: entry.search_query,
    }));
    return { entries, total: all.length };
  }

  private async logsOf(organisationId: string, target: ChangelogTarget): Promise<ChangelogDocument[]> {
    const { readStore } = this.infrastructure;
    if ('insightId' in target) {
      const log = await readStore.get<ChangelogDocument>('insight_changelog', target.insightId);
      if (!log || log.organisation_id !== organisationId) throw notFound();
      return [log];
    }
    const product = await this.products.visibleProduct(organisationId, target.productId);
    return readStore.find<ChangelogDocument>('insight_changelog', { organisation_id: organisationId, product_id: product.product_id });
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
