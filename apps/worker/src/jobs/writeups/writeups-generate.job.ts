import { streams, WRITEUPS_GENERATE, writeupDecider, writeupStageMessage } from '@app/domain';
import type { EventSourcedRepository } from '@app/infrastructure/event-store';
import type { InsightView, ProductView } from '@app/infrastructure/read-models';
import type { ReadDocument, ReadStore } from '@app/infrastructure/read-store';
import { composeWriteup, type LlmProvider, rewriteWriteup } from '@app/insights';
import { randomUUID } from 'node:crypto';
import { JobFailure, type JobKind } from '../job-kind';
import { parseWriteupsGenerateInput } from './writeups-generate.input';
import { documentMaterial } from './writeup-material';

export interface WriteupsGeneratePorts {
  repository: EventSourcedRepository;
  readStore: ReadStore;
  /** The configured model (LLM_BASE_URL and the rest), or null: the offline text stands. */
  llm: LlmProvider | null;
  clock?: () => Date;
}

/** The job's result (kept in JobSucceeded, so small). */
export interface WriteupsGenerateSummary {
  version: number;
  mode: 'offline' | 'model';
  insights: number;
}

const STEPS = 3;

/**
 * `writeups.generate`: a project's document from its insights as the team's ranked list shows
 * them. Composed offline from the data (milliseconds, so on the event loop); with a model
 * configured, the model rewords each paragraph from the same cited material, and any failure
 * keeps the offline text and says why. Recorded on the document's stream, once per job.
 */
export function writeupsGenerateJob(ports: WriteupsGeneratePorts): JobKind {
  const { repository, readStore, llm, clock = () => new Date() } = ports;
  return {
    kind: WRITEUPS_GENERATE,
    run: async (input, { signal, progress }) => {
      const { productId, kind, jobId } = parseWriteupsGenerateInput(input);
      const stream = streams.writeup(productId, kind);
      const { state } = await repository.load(writeupDecider, stream);
      // Recorded already (a retried job), or superseded: nothing left to write.
      if (state.pendingJobId !== jobId) return { version: state.version, mode: 'offline', insights: 0 } satisfies WriteupsGenerateSummary;
      progress({ done: 0, total: STEPS, message: writeupStageMessage(state.version === 0 ? 'creating' : 'updating') });

      const product = await readStore.get<ProductView & ReadDocument>('products', productId);
      if (!product || product.organisation_id !== state.organisationId) {
        throw new JobFailure('PROJECT_NOT_FOUND', 'The project of this document no longer exists.');
      }
      const insights = await readStore.find<InsightView & ReadDocument>('insights', {
        organisation_id: product.organisation_id,
        product_id: productId,
      });
      const { material, basis, analysisVersion } = documentMaterial(product, insights, state);
      signal.throwIfAborted();

      progress({ done: 1, total: STEPS, message: writeupStageMessage('generating') });
      const draft = composeWriteup(material);
      let writeup = draft;
      let mode: 'offline' | 'model' = 'offline';
      let problems: string[] = [];
      if (llm !== null) {
        const outcome = await rewriteWriteup(llm, material, draft, { signal });
        writeup = outcome.writeup;
        mode = outcome.rewritten ? 'model' : 'offline';
        problems = outcome.problems;
      }
      signal.throwIfAborted();

      progress({ done: 2, total: STEPS, message: writeupStageMessage('generating') });
      const now = clock().toISOString();
      const decided = await repository.handle(
        writeupDecider,
        stream,
        { type: 'RecordWriteup', jobId, title: writeup.title, sections: writeup.sections, basis, analysisVersion, mode, problems, now },
        { actorId: null, correlationId: randomUUID(), now },
        (current) => current.organisationId,
      );
      return { version: decided.state.version, mode, insights: basis.length } satisfies WriteupsGenerateSummary;
    },
  };
}
