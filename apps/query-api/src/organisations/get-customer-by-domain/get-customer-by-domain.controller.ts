import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CustomerByDomainResponse } from './customer-by-domain.response';
import { DomainQueryDto } from './domain-query.dto';
import { GetCustomerByDomainQuery } from './get-customer-by-domain.query';

@ApiTags('customers')
@ApiBearerAuth()
@Controller('customers')
export class GetCustomerByDomainController {
  constructor(private readonly queries: QueryBus) {}

  @Get('by-domain')
  @ReadsFrom('users', 'customers')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "The organisation using the caller's own verified email domain; 404 for any other domain" })
  @ApiOkResponse({ type: CustomerByDomainResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: DomainQueryDto) {
    return this.queries.execute(new GetCustomerByDomainQuery(user.userId, query.domain));
  }
}
