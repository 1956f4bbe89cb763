import { AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { DeleteDocumentCommand } from './delete-document.command';
import type { DeleteDocumentHandler } from './delete-document.handler';
import { DocumentDeletedResponse } from './document-deleted.response';

@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class DeleteDocumentController {
  constructor(private readonly commands: CommandBus) {}

  // Declared before `:id`, so "quick-uploaded" is never taken for a document id.
  @Delete('quick-uploaded/:id')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Delete a quick upload; any other document is not found here' })
  @ApiCommandAnswer<DeleteDocumentHandler>(200, DocumentDeletedResponse)
  deleteQuickUpload(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string) {
    return this.commands.execute(new DeleteDocumentCommand(user.userId, id, true));
  }

  @Delete(':id')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Delete a document of the Data Library: its bytes and snippets go, and analyses leave it out' })
  @ApiCommandAnswer<DeleteDocumentHandler>(200, DocumentDeletedResponse)
  delete(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string) {
    return this.commands.execute(new DeleteDocumentCommand(user.userId, id, false));
  }
}
