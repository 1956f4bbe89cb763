import { Module } from '@nestjs/common';
import { CommandsSharedModule } from '../shared/commands-shared.module';
import { SetImpactScoreController, SetImpactScoreHandler } from './set-impact-score/set-impact-score';

/** Insights' commands from people (the worker records the analysis' own). */
@Module({
  imports: [CommandsSharedModule],
  controllers: [SetImpactScoreController],
  providers: [SetImpactScoreHandler],
})
export class InsightCommandsModule {}
