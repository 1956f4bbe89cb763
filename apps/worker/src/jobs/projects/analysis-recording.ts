import { insightDecider, projectDecider, streams } from '@app/domain';
import type { CommandContext, EventSourcedRepository } from '@app/infrastructure/event-store';
import type { FileStore } from '@app/infrastructure/files';
import { derivedId } from '@app/infrastructure/processors';
import { randomUUID } from 'node:crypto';
import type { AnalysedProject } from './projects-analyse.thread-types';

/**
 * Writes an analysis' outcome, in an order a retry can repeat without creating anything twice:
 * first every members artefact (content addressed: the same bytes, the same name), then each
 * theme's insight (a new one under an id derived from the job and the theme's rank, or the
 * revision of the insight it continues), then the stale marks, and last the project's record of
 * the analysis. Every command names the job, and the deciders decide nothing for a job they have
 * already seen, so a worker killed anywhere in here leaves its successor only the rest to do.
 */

export interface RecordingPorts {
  repository: EventSourcedRepository;
  files: FileStore;
  clock: () => Date;
}

export interface RecordedAnalysisRef {
  jobId: string;
  productId: string;
  organisationId: string;
  version: number;
}

/** The job's result (kept in JobSucceeded, so only counts). */
export interface AnalysisSummary {
  snippets: number;
  insights: number;
  created: number;
  continued: number;
  staled: number;
  computeMs: number;
}

/** The id of the insight a job's theme of this rank creates: the same on every attempt of the job. */
export const insightIdFor = (jobId: string, rank: number): string => derivedId(`${jobId}:${rank}`, 'insight');

/** `step` of `steps` appends done: for "Writing up themes" progress. */
export type AppendProgress = (step: number, steps: number) => void;

export async function recordAnalysis(
  ports: RecordingPorts,
  ref: RecordedAnalysisRef,
  analysed: AnalysedProject,
  onProgress: AppendProgress = () => undefined,
): Promise<AnalysisSummary> {
  const { repository, files, clock } = ports;
  const { jobId, productId, organisationId, version } = ref;
  const correlationId = randomUUID();
  const context = (): CommandContext => ({ actorId: null, correlationId, now: clock().toISOString() });
  const steps = analysed.themes.length * 2 + analysed.unmatched.length + 1;
  let step = 0;
  const advance = () => onProgress(++step, steps);

  const hashes: string[] = [];
  for (const theme of analysed.themes) {
    hashes.push((await files.writeArtefact(theme.members)).hash);
    advance();
  }

  const created: string[] = [];
  const continued: string[] = [];
  for (const [index, theme] of analysed.themes.entries()) {
    const at = context();
    const content = { ...theme.content, membersArtefact: hashes[index] };
    if (theme.continues) {
      const { insightId, newEvidence } = theme.continues;
      await repository.handle(
        insightDecider,
        streams.insight(insightId),
        { type: 'ReviseInsight', jobId, version, newEvidence, now: at.now, ...content },
        at,
        (state) => state.organisationId,
      );
      continued.push(insightId);
    } else {
      const insightId = insightIdFor(jobId, theme.rank);
      await repository.handle(
        insightDecider,
        streams.insight(insightId),
        { type: 'CreateInsight', insightId, organisationId, productId, jobId, version, now: at.now, ...content },
        at,
        (state) => state.organisationId,
      );
      created.push(insightId);
    }
    advance();
  }

  for (const insightId of analysed.unmatched) {
    const at = context();
    await repository.handle(
      insightDecider,
      streams.insight(insightId),
      { type: 'MarkInsightStale', jobId, version, now: at.now },
      at,
      (state) => state.organisationId,
    );
    advance();
  }

  const at = context();
  await repository.handle(
    projectDecider,
    streams.product(productId),
    {
      type: 'RecordAnalysis',
      jobId,
      snippets: analysed.snippets,
      created,
      continued,
      staled: analysed.staled,
      ...(analysed.other ? { other: analysed.other } : {}),
      name: analysed.name,
      description: analysed.description,
      now: at.now,
    },
    at,
    (state) => state.organisationId,
  );
  advance();
  return {
    snippets: analysed.snippets,
    insights: analysed.themes.length,
    created: created.length,
    continued: continued.length,
    staled: analysed.staled.length,
    computeMs: analysed.computeMs,
  };
}
