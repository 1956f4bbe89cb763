import { Module } from '@nestjs/common';
import { CommandsSharedModule } from '../shared/commands-shared.module';
import { RecordSearchController, RecordSearchHandler } from './record-search';

/** The assistant: each member's search history. */
@Module({
  imports: [CommandsSharedModule],
  controllers: [RecordSearchController],
  providers: [RecordSearchHandler],
})
export class AssistantCommandsModule {}
