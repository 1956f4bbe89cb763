import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProductRefQueryDto } from '../../projects/product-ref-query.dto';
import { GetRecommendationKeywordsQuery } from './get-recommendation-keywords.query';
import { RecommendationKeywordsResponse } from './recommendation-keywords.response';

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('recommendations')
export class GetRecommendationKeywordsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('keywords')
  @ReadsFrom('users', 'products', 'insights')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "The key phrases of a project's current recommendations, most mentioned first" })
  @ApiOkResponse({ type: RecommendationKeywordsResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: ProductRefQueryDto) {
    return this.queries.execute(new GetRecommendationKeywordsQuery(user.userId, query.product));
  }
}
