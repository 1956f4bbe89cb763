import { Module } from '@nestjs/common';
import { CommandsSharedModule } from '../shared/commands-shared.module';
import { SetImpactScoreController, SetImpactScoreHandler } from './set-impact-score/set-impact-score';
import { InsightWorkflowController } from './workflow/insight-workflow.controller';
import { InsightWorkflowHandler } from './workflow/insight-workflow.handler';

/** Insights' commands from people (the worker records the analysis' own). */
@Module({
  imports: [CommandsSharedModule],
  controllers: [SetImpactScoreController, InsightWorkflowController],
  providers: [SetImpactScoreHandler, InsightWorkflowHandler],
})
export class InsightCommandsModule {}
