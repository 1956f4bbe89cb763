import type { Infrastructure } from '@app/infrastructure';
import { decodeInsightMembersAsync, type InsightMember } from '@app/infrastructure/files';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject, Injectable } from '@nestjs/common';

/** A member is about 150 bytes decoded: a project's lists together weigh about what one long transcript's snippets do. */
export const CACHED_MEMBER_LISTS = 32;
/** The snippet -> insights maps of the projects read most recently. */
export const CACHED_PROJECT_INDEXES = 4;

/**
 * Promises by key, the most recently used kept: concurrent reads share one load, a failed load is
 * forgotten (the next read tries again), and values never go stale because keys name immutable content.
 */
class RecentPromises<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly capacity: number) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) {
      // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const loading = load();
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    this.entries.set(key, loading);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return loading;
  }
}

export interface InsightMembersRef {
  insight_id: string;
  members_artefact: string;
}

/**
 * Insights' member lists, read from their content-addressed artefacts and kept in memory, and for
 * a set of insights the insights each snippet belongs to (the snippets list's `recommendations`),
 * built once per set of member lists: a new analysis names new artefacts, hence a new set.
 */
@Injectable()
export class InsightMembers {
  private readonly lists = new RecentPromises<InsightMember[]>(CACHED_MEMBER_LISTS);
  private readonly indexes = new RecentPromises<Map<string, string[]>>(CACHED_PROJECT_INDEXES);

  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Pick<Infrastructure, 'files'>) {}

  members(hash: string): Promise<InsightMember[]> {
    return this.lists.get(hash, async () => decodeInsightMembersAsync(await this.infrastructure.files.readArtefact(hash)));
  }

  /** Snippet id -> the ids of the insights among these whose members include it, in the order the insights are given. */
  insightsBySnippet(insights: readonly InsightMembersRef[]): Promise<Map<string, string[]>> {
    const key = insights.map((insight) => `${insight.insight_id}=${insight.members_artefact}`).join(',');
    return this.indexes.get(key, async () => {
      const index = new Map<string, string[]>();
      for (const insight of insights) {
        for (const member of await this.members(insight.members_artefact)) {
          const found = index.get(member.snippetId);
          if (!found) index.set(member.snippetId, [insight.insight_id]);
          else if (found[found.length - 1] !== insight.insight_id) found.push(insight.insight_id);
        }
      }
      return index;
    });
  }
}
