import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CustomerResponse } from './customer.response';
import { NamespaceQueryDto } from './namespace-query.dto';
import { GetCustomersQuery } from './get-customers.query';

@ApiTags('customers')
@ApiBearerAuth()
@Controller('customers')
export class GetCustomersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('api')
  @ReadsFrom('users', 'customers')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "The caller's organisation as a one-item list; 404 for a namespace that is not theirs" })
  @ApiOkResponse({ type: [CustomerResponse], description: 'empty when the caller belongs to no organisation' })
  get(@CurrentUser() user: Authenticated, @Query() query: NamespaceQueryDto) {
    return this.queries.execute(new GetCustomersQuery(user.userId, query.namespace));
  }
}
