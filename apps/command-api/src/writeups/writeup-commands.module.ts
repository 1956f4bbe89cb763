import { Module } from '@nestjs/common';
import { ProjectStreams } from '../projects/project-streams';
import { CommandsSharedModule } from '../shared/commands-shared.module';
import { WriteupsController } from './writeups.controller';
import { AutoBuildHandler, EditWriteupHandler, RequestWriteupHandler } from './writeup.handlers';
import { WriteupStreams } from './writeup-streams';

/** Generated documents: a research brief, a product spec and a value prop per project, asked for, refined and edited. */
@Module({
  imports: [CommandsSharedModule],
  controllers: [WriteupsController],
  providers: [ProjectStreams, WriteupStreams, RequestWriteupHandler, AutoBuildHandler, EditWriteupHandler],
})
export class WriteupCommandsModule {}
