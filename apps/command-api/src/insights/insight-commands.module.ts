import { Module } from '@nestjs/common';
import { CommandsSharedModule } from '../shared/commands-shared.module';
import { SetImpactScoreController, SetImpactScoreHandler } from './set-impact-score/set-impact-score';
import { InsightWorkflowController } from './workflow/insight-workflow.controller';
import { InsightWorkflowHandler } from './workflow/insight-workflow.handler';
import { RemoveSnippetController } from './remove-snippet/remove-snippet.controller';
import { RemoveSnippetHandler } from './remove-snippet/remove-snippet.handler';
import { SetTeamPriorityController, SetTeamPriorityHandler } from './team-priority/set-team-priority';
import { WriteNoteController, WriteNoteHandler } from './note/write-note';

/** Insights' commands from people (the worker records the analysis' own). */
@Module({
  imports: [CommandsSharedModule],
  controllers: [
    SetImpactScoreController,
    InsightWorkflowController,
    RemoveSnippetController,
    SetTeamPriorityController,
    WriteNoteController,
  ],
  providers: [SetImpactScoreHandler, InsightWorkflowHandler, RemoveSnippetHandler, SetTeamPriorityHandler, WriteNoteHandler],
})
export class InsightCommandsModule {}
