import { streams, WRITEUP_KINDS, type WriteupEvent, writeupEventTypes, type WriteupKind, writeupErrors } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { type InsightView, type WriteupView, writeupSectionsView } from '@app/infrastructure/read-models';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { Inject, Injectable } from '@nestjs/common';
import { Insights } from '../insights/insights';
import { Products } from '../projects/products';
import type { WriteupListResponse, WriteupResponse, WriteupSourceResponse, WriteupVersionContentResponse } from './writeup.response';
import { writeupStaleness } from './writeup-staleness';

type WriteupDocument = WriteupView & ReadDocument;

/** Each cited quote (or insight) once, numbered in the order the document first cites it. */
function sourcesOf(writeup: WriteupView, insights: ReadonlyMap<string, InsightView>): WriteupSourceResponse[] {
  const titles = new Map(writeup.basis.map((entry) => [entry.recommendation_id, entry.title]));
  const seen = new Map<string, WriteupSourceResponse>();
  for (const section of writeup.sections) {
    for (const block of section.blocks) {
      for (const { recommendation_id, snippet_id } of block.citations) {
        const key = `${recommendation_id}|${snippet_id ?? ''}`;
        if (seen.has(key)) continue;
        const insight = insights.get(recommendation_id);
        const quote = snippet_id === null ? undefined : insight?.quotes.find((candidate) => candidate.snippet_id === snippet_id);
        seen.set(key, {
          number: seen.size + 1,
          recommendation_id,
          snippet_id,
          document_id: quote?.document_id ?? null,
          title: insight?.title ?? titles.get(recommendation_id) ?? '',
          text: quote?.text ?? null,
        });
      }
    }
  }
  return [...seen.values()];
}

/** The generated documents the caller may read: only of a project of their own organisation. */
@Injectable()
export class Writeups {
  constructor(
    private readonly products: Products,
    private readonly insights: Insights,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  private async visible(userId: string, productId: string) {
    const organisationId = await this.products.organisationOf(userId);
    const product = await this.products.visibleProduct(organisationId, productId);
    const ids = WRITEUP_KINDS.map((kind) => `${product.product_id}.${kind}`);
    const documents = await this.infrastructure.readStore.getMany<WriteupDocument>('writeups', ids);
    const insightsNow = await this.insights.siblings(organisationId, product.product_id);
    const of = (kind: WriteupKind) => {
      const document = documents.get(`${product.product_id}.${kind}`);
      return document && document.organisation_id === organisationId ? document : null;
    };
    return { of, insightsNow };
  }

  /** One document with its numbered sources and whether its evidence has changed; 404 until it is first asked for. */
  async one(userId: string, productId: string, kind: WriteupKind): Promise<WriteupResponse> {
    const { of, insightsNow } = await this.visible(userId, productId);
    const writeup = of(kind);
    if (!writeup) throw writeupErrors.notFound();
    const staleness = writeupStaleness(writeup, insightsNow);
    const byId = new Map(insightsNow.map((insight) => [insight.insight_id, insight]));
    return {
      product_id: writeup.product_id,
      kind: writeup.kind,
      status: writeup.status,
      generation: writeup.generation,
      brief: writeup.brief,
      recommendation_ids: writeup.recommendation_ids,
      prompt: writeup.prompt,
      version: writeup.version,
      title: writeup.title,
      sections: writeup.sections,
      sources: sourcesOf(writeup, byId),
      mode: writeup.mode,
      problems: writeup.problems,
      ...staleness,
      versions: writeup.versions,
      updated_at: writeup.updated_at,
    };
  }

  /**
   * A version as it was written, from the document's own events (the read model keeps only the
   * latest text): every generation and every edit carries the whole document, so nothing is folded.
   */
  async version(userId: string, productId: string, kind: WriteupKind, version: number): Promise<WriteupVersionContentResponse> {
    const organisationId = await this.products.organisationOf(userId);
    const product = await this.products.visibleProduct(organisationId, productId);
    const events = await this.infrastructure.eventStore.readStream(streams.writeup(product.product_id, kind));
    for (const event of events) {
      if (!writeupEventTypes.has(event.type as WriteupEvent['type'])) continue;
      const written = event as unknown as WriteupEvent;
      if ((written.type !== 'WriteupGenerated' && written.type !== 'WriteupEdited') || written.data.version !== version) continue;
      const edited = written.type === 'WriteupEdited';
      return {
        product_id: product.product_id,
        kind,
        version,
        how: edited ? 'edited' : 'generated',
        by: written.type === 'WriteupEdited' ? written.data.editedBy : null,
        at: written.type === 'WriteupEdited' ? written.data.editedAt : written.data.generatedAt,
        title: written.data.title,
        sections: writeupSectionsView(written.data.sections),
      };
    }
    throw writeupErrors.notFound();
  }

  /** The three documents of a project, each as far as it has got (auto-build's progress). */
  async list(userId: string, productId: string): Promise<WriteupListResponse> {
    const { of, insightsNow } = await this.visible(userId, productId);
    return {
      writeups: WRITEUP_KINDS.map((kind) => {
        const writeup = of(kind);
        if (!writeup) return { kind, status: 'none', version: 0, title: '', stale: false, generation: null };
        const { status, version, title, generation } = writeup;
        return { kind, status, version, title, stale: writeupStaleness(writeup, insightsNow).stale, generation };
      }),
    };
  }
}
