import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { pageOf, PageQueryDto } from '../page-query.dto';
import { GetTranscriptsQuery } from './get-transcripts.query';
import { TranscriptsPageResponse } from './transcripts-page.response';

@ApiTags('transcripts')
@ApiBearerAuth()
@Controller('transcripts')
export class GetTranscriptsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ReadsFrom('users', 'documents')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "A page of the organisation's transcripts, newest first; every member sees them all" })
  @ApiOkResponse({ type: TranscriptsPageResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: PageQueryDto) {
    return this.queries.execute(new GetTranscriptsQuery(user.userId, pageOf(query)));
  }
}
