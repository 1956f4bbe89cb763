import { AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { AddDocumentsToProjectDto, AddTranscriptsToProjectDto } from './add-sources.dto';
import { AddSourcesCommand, type AddSourcesHandler } from './add-sources.handler';
import { ProjectSourcesAddedResponse } from './sources-added.response';

@ApiTags('projects')
@ApiBearerAuth()
@Controller()
export class AddSourcesController {
  constructor(private readonly commands: CommandBus) {}

  @Post('documents/add-product')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Add Data Library documents to a project; its next analysis reads them' })
  @ApiCommandAnswer<AddSourcesHandler>(200, ProjectSourcesAddedResponse)
  addDocuments(@CurrentUser() user: Authenticated, @Body() body: AddDocumentsToProjectDto) {
    return this.commands.execute(
      new AddSourcesCommand(
        user.userId,
        body.product_id.toLowerCase(),
        body.document_ids.map((id) => id.toLowerCase()),
      ),
    );
  }

  @Post('products/:id/add-transcripts')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Add transcripts to a project; its next analysis reads them' })
  @ApiCommandAnswer<AddSourcesHandler>(200, ProjectSourcesAddedResponse)
  addTranscripts(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string, @Body() body: AddTranscriptsToProjectDto) {
    return this.commands.execute(
      new AddSourcesCommand(
        user.userId,
        id,
        body.transcript_ids.map((value) => value.toLowerCase()),
        'transcript',
      ),
    );
  }
}
