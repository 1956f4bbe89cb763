import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetQuickUploadedDocumentsQuery } from './get-quick-uploaded-documents.query';
import { QuickUploadedDocumentsResponse } from './quick-uploaded-documents.response';

@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class GetQuickUploadedDocumentsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('quick-uploaded')
  @ReadsFrom('users', 'documents')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "The organisation's quick uploads, newest first (at most 100)" })
  @ApiOkResponse({ type: QuickUploadedDocumentsResponse })
  get(@CurrentUser() user: Authenticated) {
    return this.queries.execute(new GetQuickUploadedDocumentsQuery(user.userId));
  }
}
