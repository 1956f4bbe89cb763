import { DomainError } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { derivedId } from '@app/infrastructure/processors';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { commandContext } from '../../shared/command-context';
import { requestAnalysis } from '../analysis/request-analysis';
import { projectFields, versionSettings } from '../project-fields';
import { ProjectStreams } from '../project-streams';
import { CreateProjectCommand } from './create-project.command';
import type { ProjectCreatedResponse } from './project-created.response';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * Creates a project with its sources (SPEC.md section 5's rules in the decider), marks each
 * document as feeding it, and for an insights project requests its first analysis. With an
 * Idempotency-Key the project id derives from it, so a retried creation answers the same project.
 */
@CommandHandler(CreateProjectCommand)
export class CreateProjectHandler implements ICommandHandler<CreateProjectCommand> {
  constructor(private readonly projects: ProjectStreams) {}

  async execute({ userId, body, idempotencyKey }: CreateProjectCommand): Promise<CommandResult<ProjectCreatedResponse>> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new DomainError('IDEMPOTENCY_KEY_INVALID', 'invalid', 'An Idempotency-Key is 1 to 200 visible ASCII characters.');
    }
    const organisationId = await this.projects.organisationOf(userId);
    const productId = idempotencyKey ? derivedId(`${organisationId}:${idempotencyKey}`, 'project-create') : randomUUID();
    const context = commandContext(userId);
    const documentIds = [...(body.document_ids ?? []), ...(body.transcript_ids ?? [])];
    const sources = [
      ...(await this.projects.sourceFacts(organisationId, body.document_ids ?? [])),
      ...(await this.projects.sourceFacts(organisationId, body.transcript_ids ?? [], 'transcript')),
    ];
    const created = await this.projects.decide(
      productId,
      (state) =>
        // A retried creation (same key) finds its project and changes nothing.
        state.status !== 'absent' && state.organisationId === organisationId && idempotencyKey
          ? { type: 'AddSources', organisationId, sources, addedBy: userId, now: context.now }
          : {
              type: 'CreateProject',
              productId,
              organisationId,
              createdBy: userId,
              projectType: body.type,
              fields: projectFields(body),
              dataTypes: body.data_types,
              firstVersion: versionSettings(body),
              sources,
              now: context.now,
            },
      context,
    );
    let position = Math.max(created.position, await this.projects.markDocuments(organisationId, productId, documentIds, context));
    let jobId: string | null = null;
    if (created.state.type === 'insights') {
      const analysis = await requestAnalysis(this.projects, organisationId, productId, context);
      position = Math.max(position, analysis.position);
      jobId = analysis.jobId;
    }
    return new CommandResult(position, { product_id: productId, job_id: jobId });
  }
}
