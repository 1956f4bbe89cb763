import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { DOCUMENT_ID_PARAM } from '../library';
import { DocumentDetailResponse } from './document-detail.response';
import { GetDocumentQuery } from './get-document.query';

@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class GetDocumentController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ReadsFrom('users', 'documents')
  @UseGuards(AccessTokenGuard)
  @ApiParam(DOCUMENT_ID_PARAM)
  @ApiOperation({ summary: "One document of the caller's organisation; 404 for any other id, well-formed or not" })
  @ApiOkResponse({ type: DocumentDetailResponse })
  get(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) documentId: string) {
    return this.queries.execute(new GetDocumentQuery(user.userId, documentId));
  }
}
