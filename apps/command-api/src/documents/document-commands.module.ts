import { Module } from '@nestjs/common';
import { CommandsSharedModule } from '../shared/commands-shared.module';
import { DeleteDocumentController } from './delete-document/delete-document.controller';
import { DeleteDocumentHandler } from './delete-document/delete-document.handler';
import { UpdateSurveyColumnsController } from './update-survey-columns/update-survey-columns.controller';
import { UpdateSurveyColumnsHandler } from './update-survey-columns/update-survey-columns.handler';
import { UploadDocumentController } from './upload-document/upload-document.controller';
import { UploadDocumentHandler } from './upload-document/upload-document.handler';

/** The Data Library's commands: uploads, deletions, survey column corrections. */
@Module({
  imports: [CommandsSharedModule],
  controllers: [UploadDocumentController, DeleteDocumentController, UpdateSurveyColumnsController],
  providers: [UploadDocumentHandler, DeleteDocumentHandler, UpdateSurveyColumnsHandler],
})
export class DocumentCommandsModule {}
