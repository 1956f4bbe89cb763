import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { pageOf } from '../page-query.dto';
import { DocumentsPageResponse } from './documents-page.response';
import { DocumentsQueryDto } from './documents-query.dto';
import { GetDocumentsQuery } from './get-documents.query';

@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class GetDocumentsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('api')
  @ReadsFrom('users', 'documents')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "A page of the organisation's Data Library, newest first; 404 for someone without an organisation" })
  @ApiOkResponse({ type: DocumentsPageResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: DocumentsQueryDto) {
    return this.queries.execute(new GetDocumentsQuery(user.userId, pageOf(query), query.q, query.kind));
  }
}
