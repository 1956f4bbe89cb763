import { Module } from '@nestjs/common';
import { CommandsSharedModule } from '../shared/commands-shared.module';
import { AddSourcesController } from './add-sources/add-sources.controller';
import { AddSourcesHandler } from './add-sources/add-sources.handler';
import { AnalysisController } from './analysis/analysis.controller';
import { CancelAnalysisHandler, RequestAnalysisHandler } from './analysis/analysis.handlers';
import { CreateProjectController } from './create-project/create-project.controller';
import { CreateProjectHandler } from './create-project/create-project.handler';
import { CreateVersionController } from './create-version/create-version.controller';
import { CreateVersionHandler } from './create-version/create-version.handler';
import { ProjectStreams } from './project-streams';
import { UpdateProjectController } from './update-project/update-project.controller';
import { UpdateProjectHandler } from './update-project/update-project.handler';

/** Projects' commands: creation with sources, edits and archiving, refinements, analyses. */
@Module({
  imports: [CommandsSharedModule],
  controllers: [CreateProjectController, UpdateProjectController, CreateVersionController, AddSourcesController, AnalysisController],
  providers: [
    ProjectStreams,
    CreateProjectHandler,
    UpdateProjectHandler,
    CreateVersionHandler,
    AddSourcesHandler,
    RequestAnalysisHandler,
    CancelAnalysisHandler,
  ],
})
export class ProjectCommandsModule {}
