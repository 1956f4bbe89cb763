import { insightErrors } from '@app/domain';
import { AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Body, Controller, HttpCode, Injectable, Param, type PipeTransform, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { ApiIfMatch, IfMatchRevision } from '../shared/if-match';
import { RemoveSnippetDto, SnippetRemovedResponse } from './remove-snippet.dto';
import { RemoveSnippetCommand, type RemoveSnippetHandler } from './remove-snippet.handler';

const SNIPPET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:(0|[1-9][0-9]{0,8})$/i;

/** A snippet id (`<documentId>:<n>`) that cannot name a snippet is not part of the insight either (404). */
@Injectable()
export class SnippetIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!SNIPPET_ID.test(value)) throw insightErrors.snippetNotFound();
    return value.toLowerCase();
  }
}

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('recommendations')
export class RemoveSnippetController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/delete-snippet/:snippetId')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiParam({ name: 'id', format: 'uuid', description: 'the insight; anything not one of the caller’s is 404' })
  @ApiParam({ name: 'snippetId', description: '<document_id>:<n>; a snippet not in the insight is 404 INSIGHT_SNIPPET_NOT_FOUND' })
  @ApiOperation({ summary: "Take a snippet out of an insight's evidence, with a reason: its counts and scores are recomputed" })
  @ApiCommandAnswer<RemoveSnippetHandler>(200, SnippetRemovedResponse)
  @ApiIfMatch()
  remove(
    @CurrentUser() user: Authenticated,
    @Param('id', IdParamPipe) id: string,
    @Param('snippetId', SnippetIdPipe) snippetId: string,
    @Body() body: RemoveSnippetDto,
    @IfMatchRevision() ifMatch?: number,
  ) {
    return this.commands.execute(new RemoveSnippetCommand(user.userId, id, snippetId, body.reason, ifMatch));
  }
}
