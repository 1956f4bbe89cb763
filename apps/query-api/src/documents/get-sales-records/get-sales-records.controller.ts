import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { DOCUMENT_ID_PARAM } from '../library';
import { pageOf, PageQueryDto } from '../page-query.dto';
import { GetSalesRecordsQuery } from './get-sales-records.query';
import { SalesRecordsPageResponse } from './sales-records-page.response';

@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class GetSalesRecordsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/sales-records')
  @ReadsFrom('users', 'documents')
  @UseGuards(AccessTokenGuard)
  @ApiParam(DOCUMENT_ID_PARAM)
  @ApiOperation({ summary: 'A page of the rows read from a CRM export (sales data), in file order; none until it is ready' })
  @ApiOkResponse({ type: SalesRecordsPageResponse })
  get(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) documentId: string, @Query() query: PageQueryDto) {
    return this.queries.execute(new GetSalesRecordsQuery(user.userId, documentId, pageOf(query)));
  }
}
