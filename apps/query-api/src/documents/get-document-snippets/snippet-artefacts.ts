import type { Infrastructure } from '@app/infrastructure';
import { decodeSnippetArtefactInTurns, type SnippetArtefact, type StoredSnippet } from '@app/infrastructure/files';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject, Injectable } from '@nestjs/common';

/** Enough for a few people paging a few documents at once; one long transcript decodes to tens of megabytes. */
export const CACHED_ARTEFACTS = 8;

/**
 * Decoded snippet artefacts, the most recently read kept in memory: paging through a 42,000-snippet
 * transcript reads and gunzips it once, not once per page. Artefacts are immutable and named by
 * their hash, so a cached one can never be stale. Concurrent reads of one artefact share one decode.
 */
@Injectable()
export class SnippetArtefacts {
  private readonly cache = new Map<string, Promise<SnippetArtefact>>();

  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Pick<Infrastructure, 'files'>) {}

  async snippets(hash: string): Promise<StoredSnippet[]> {
    return (await this.artefact(hash)).snippets;
  }

  /** A survey's respondent rows, or a CRM export's sales records (see salesRowOf). */
  async rows(hash: string): Promise<Array<Record<string, string>>> {
    return (await this.artefact(hash)).surveyRows;
  }

  private artefact(hash: string): Promise<SnippetArtefact> {
    const cached = this.cache.get(hash);
    if (cached) {
      // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
      this.cache.delete(hash);
      this.cache.set(hash, cached);
      return cached;
    }
    const loading = this.infrastructure.files.readArtefact(hash).then((bytes) => decodeSnippetArtefactInTurns(bytes));
    // A failed read is not remembered: the next request tries again.
    loading.catch(() => {
      if (this.cache.get(hash) === loading) this.cache.delete(hash);
    });
    this.cache.set(hash, loading);
    if (this.cache.size > CACHED_ARTEFACTS) this.cache.delete(this.cache.keys().next().value!);
    return loading;
  }
}
