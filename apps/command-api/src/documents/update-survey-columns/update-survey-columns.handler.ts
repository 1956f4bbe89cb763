import { documentDecider, streams } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import type { SurveyColumnsResponse } from './survey-columns.response';
import { UpdateSurveyColumnsCommand } from './update-survey-columns.command';

/** A person's corrections to a survey's column types, selection and descriptions (SPEC.md section 5's None rule in the decider). */
@CommandHandler(UpdateSurveyColumnsCommand)
export class UpdateSurveyColumnsHandler implements ICommandHandler<UpdateSurveyColumnsCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, documentId, columns }: UpdateSurveyColumnsCommand): Promise<CommandResult<SurveyColumnsResponse>> {
    const member = await this.accounts.membership(userId);
    const context = commandContext(userId);
    const decided = await this.accounts.repository.handle(
      documentDecider,
      streams.document(documentId),
      { type: 'UpdateSurveyColumns', organisationId: member.organisationId, updatedBy: userId, columns, now: context.now },
      context,
      () => member.organisationId,
    );
    return new CommandResult(decided.position, { document_id: documentId, columns: decided.state.surveyColumns });
  }
}
