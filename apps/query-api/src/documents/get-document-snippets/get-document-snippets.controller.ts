import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { DOCUMENT_ID_PARAM } from '../library';
import { pageOf, PageQueryDto } from '../page-query.dto';
import { DocumentSnippetsPageResponse } from './document-snippets-page.response';
import { GetDocumentSnippetsQuery } from './get-document-snippets.query';

@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class GetDocumentSnippetsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/snippets')
  @ReadsFrom('users', 'documents')
  @UseGuards(AccessTokenGuard)
  @ApiParam(DOCUMENT_ID_PARAM)
  @ApiOperation({ summary: 'A page of the snippets extracted from a document, in file order; none until it is ready' })
  @ApiOkResponse({ type: DocumentSnippetsPageResponse })
  get(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) documentId: string, @Query() query: PageQueryDto) {
    return this.queries.execute(new GetDocumentSnippetsQuery(user.userId, documentId, pageOf(query)));
  }
}
