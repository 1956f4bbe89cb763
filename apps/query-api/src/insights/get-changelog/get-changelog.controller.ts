import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { BadRequestException, Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { pageOf } from '../../documents/page-query.dto';
import { queryId } from '../../projects/products';
import { ChangelogPageResponse } from './changelog-page.response';
import { ChangelogQueryDto } from './changelog-query.dto';
import { GetChangelogQuery } from './get-changelog.query';

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('changelog')
export class GetChangelogController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ReadsFrom('users', 'products', 'insight_changelog')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "What happened to a project's insights (?product=) or to one (?recommendation=), newest first" })
  @ApiOkResponse({ type: ChangelogPageResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: ChangelogQueryDto) {
    if ((query.product === undefined) === (query.recommendation === undefined)) {
      throw new BadRequestException({ code: 'VALIDATION_FAILED', message: 'Give either product or recommendation.' });
    }
    const target = query.product !== undefined ? { productId: queryId(query.product) } : { insightId: queryId(query.recommendation!) };
    return this.queries.execute(new GetChangelogQuery(user.userId, target, pageOf(query)));
  }
}
