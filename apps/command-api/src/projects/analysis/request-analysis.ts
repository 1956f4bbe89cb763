import type { CommandContext } from '@app/infrastructure/event-store';
import type { ProjectStreams } from '../project-streams';

/**
 * Asks for an analysis of the project's current version; while one runs, answers that one (the
 * decider records nothing), so a double click or a retry never queues a second analysis.
 */
export async function requestAnalysis(
  projects: ProjectStreams,
  organisationId: string,
  productId: string,
  context: CommandContext,
): Promise<{ jobId: string; position: number }> {
  const decided = await projects.decide(
    productId,
    { type: 'RequestAnalysis', organisationId, requestedBy: context.actorId!, now: context.now },
    context,
  );
  return { jobId: decided.state.openAnalysis!.jobId, position: decided.position };
}
