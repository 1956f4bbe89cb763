import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { BadRequestException, Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { pageOf } from '../../documents/page-query.dto';
import { queryId } from '../../projects/products';
import { ChangelogPageResponse } from './changelog-page.response';
import { ChangelogQueryDto } from './changelog-query.dto';
import { GetChangelogCsvQuery } from './get-changelog-csv.query';
import { GetChangelogQuery } from './get-changelog.query';

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('changelog')
export class GetChangelogController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ReadsFrom('users', 'products', 'insight_changelog_headings', 'insight_changelog_runs')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({
    summary: "What happened to a project's insights (?product=) or to one (?recommendation=), newest first; as CSV with format=csv",
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: ChangelogPageResponse, description: 'format=csv: text/csv, every entry, one row each' })
  async get(
    @CurrentUser() user: Authenticated,
    @Query() query: ChangelogQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChangelogPageResponse | string> {
    if ((query.product === undefined) === (query.recommendation === undefined)) {
      throw new BadRequestException({ code: 'VALIDATION_FAILED', message: 'Give either product or recommendation.' });
    }
    const target = query.product !== undefined ? { productId: queryId(query.product) } : { insightId: queryId(query.recommendation!) };
    if (query.format !== 'csv') return this.queries.execute(new GetChangelogQuery(user.userId, target, pageOf(query)));
    const csv = await this.queries.execute<GetChangelogCsvQuery, string>(new GetChangelogCsvQuery(user.userId, target));
    const name = 'productId' in target ? `changelog-project-${target.productId}.csv` : `changelog-insight-${target.insightId}.csv`;
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store');
    return csv;
  }
}
