import { DomainError, jobDecider, streams } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContext } from '../../shared/command-context';
import { ProjectStreams } from '../project-streams';
import { CancelAnalysisCommand, RequestAnalysisCommand } from './analysis.commands';
import type { AnalysisRequestedResponse } from './analysis-requested.response';
import { requestAnalysis } from './request-analysis';

/** `POST /api/recommendations/v2`: analyse the project (SPEC.md: "trains the topic model"). */
@CommandHandler(RequestAnalysisCommand)
export class RequestAnalysisHandler implements ICommandHandler<RequestAnalysisCommand> {
  constructor(private readonly projects: ProjectStreams) {}

  async execute({ userId, productId }: RequestAnalysisCommand): Promise<CommandResult<AnalysisRequestedResponse>> {
    const organisationId = await this.projects.organisationOf(userId);
    const { jobId, position } = await requestAnalysis(this.projects, organisationId, productId, commandContext(userId));
    return new CommandResult(position, { product_id: productId, job_id: jobId });
  }
}

/** Stops the running analysis: its thread is ended and the project records the analysis as cancelled. */
@CommandHandler(CancelAnalysisCommand)
export class CancelAnalysisHandler implements ICommandHandler<CancelAnalysisCommand> {
  constructor(private readonly projects: ProjectStreams) {}

  async execute({ userId, productId }: CancelAnalysisCommand): Promise<CommandResult<AnalysisRequestedResponse>> {
    const organisationId = await this.projects.organisationOf(userId);
    const state = await this.projects.visibleProject(organisationId, productId);
    if (state.openAnalysis === null) throw new DomainError('ANALYSIS_NOT_RUNNING', 'conflict', 'No analysis of this project is running.');
    const context = commandContext(userId);
    const { jobId } = state.openAnalysis;
    const decided = await this.projects.accounts.repository.handle(
      jobDecider,
      streams.job(jobId),
      { type: 'RequestCancellation', requestedBy: userId, now: context.now },
      context,
      () => organisationId,
    );
    return new CommandResult(decided.position, { product_id: productId, job_id: jobId });
  }
}
