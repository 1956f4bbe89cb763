import { type JobEvent, type WriteupEvent, writeupEventTypes, writeupOfJob, writeupStageOf } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { Projection } from '@app/infrastructure/processors';
import { type WriteupView, writeupSectionsView } from '@app/infrastructure/read-models';

type GenerationJobEvent = Extract<JobEvent, { type: 'JobProgressed' }>;
export type WriteupsEvent = WriteupEvent | GenerationJobEvent;

const isJobEvent = (event: RecordedEvent<WriteupsEvent>): event is RecordedEvent<GenerationJobEvent> => event.type === 'JobProgressed';

export const writeupViewId = (productId: string, kind: string) => `${productId}.${kind}`;

function evolveWriteup(doc: WriteupView | null, event: RecordedEvent<WriteupEvent>): WriteupView | null {
  switch (event.type) {
    case 'WriteupRequested': {
      const { productId, organisationId, kind, jobId, trigger, prompt, brief, insightIds, requestedBy, requestedAt } = event.data;
      const base: WriteupView = doc ?? {
        writeup_id: writeupViewId(productId, kind),
        product_id: productId,
        organisation_id: organisationId,
        kind,
        status: 'generating',
        generation: null,
        brief: null,
        recommendation_ids: null,
        prompt: null,
        version: 0,
        title: '',
        sections: [],
        basis: [],
        analysis_version: null,
        mode: null,
        problems: [],
        versions: [],
        updated_at: requestedAt,
      };
      return {
        ...base,
        status: 'generating',
        generation: {
          job_id: jobId,
          trigger,
          stage: null,
          progress: 0,
          requested_by: requestedBy,
          requested_at: requestedAt,
          error_code: null,
          error_message: null,
        },
        brief: brief ?? base.brief,
        recommendation_ids: insightIds,
        prompt,
        updated_at: requestedAt,
      };
    }
    case 'WriteupGenerated': {
      if (!doc) return doc;
      const { version, title, sections, basis, analysisVersion, mode, problems, generatedAt, jobId } = event.data;
      const generation = doc.generation?.job_id === jobId ? doc.generation : null;
      return {
        ...doc,
        status: 'ready',
        generation: generation && { ...generation, progress: 1 },
        version,
        title,
        sections: writeupSectionsView(sections),
        basis: basis.map((entry) => ({
          recommendation_id: entry.insightId,
          title: entry.title,
          snippet_count: entry.snippetCount,
          version: entry.version,
        })),
        analysis_version: analysisVersion,
        mode,
        problems,
        versions: [
          ...doc.versions,
          {
            version,
            how: 'generated',
            trigger: generation?.trigger ?? null,
            prompt: doc.prompt,
            mode,
            by: generation?.requested_by ?? null,
            at: generatedAt,
          },
        ],
        updated_at: generatedAt,
      };
    }
    case 'WriteupGenerationFailed': {
      if (!doc) return doc;
      const { code, message, failedAt } = event.data;
      return {
        ...doc,
        status: 'failed',
        generation: doc.generation && { ...doc.generation, error_code: code, error_message: message },
        updated_at: failedAt,
      };
    }
    case 'WriteupEdited': {
      if (!doc) return doc;
      const { version, title, sections, editedBy, editedAt } = event.data;
      return {
        ...doc,
        version,
        title,
        sections: writeupSectionsView(sections),
        versions: [...doc.versions, { version, how: 'edited', trigger: null, prompt: null, mode: null, by: editedBy, at: editedAt }],
        updated_at: editedAt,
      };
    }
  }
}

/**
 * Each project's generated documents, one view per project and kind, from the documents' streams
 * and their generation jobs' progress (SPEC.md section 4's creating, updating, generating).
 */
export const writeupsProjection: Projection<WriteupView, WriteupsEvent> = {
  collection: 'writeups',
  indexes: [['organisation_id', 'product_id']],
  handles: new Set<WriteupsEvent['type']>([...writeupEventTypes, 'JobProgressed']),
  documentId(event) {
    if (isJobEvent(event)) {
      const target = event.streamId.startsWith('job-') ? writeupOfJob(event.data.jobId) : null;
      return target && writeupViewId(target.productId, target.kind);
    }
    return event.streamId.startsWith('writeup-') ? writeupViewId(event.data.productId, event.data.kind) : null;
  },
  evolve(doc, event) {
    if (isJobEvent(event)) {
      const { jobId, done, total, message } = event.data;
      if (!doc?.generation || doc.generation.job_id !== jobId || doc.status !== 'generating') return doc;
      const progress = total > 0 ? Math.min(1, Math.max(0, done / total)) : doc.generation.progress;
      return { ...doc, generation: { ...doc.generation, stage: writeupStageOf(message), progress } };
    }
    return evolveWriteup(doc, event as RecordedEvent<WriteupEvent>);
  },
};
