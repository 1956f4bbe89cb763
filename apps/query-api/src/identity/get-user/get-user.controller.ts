import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetUserQuery } from './get-user.query';
import { UserResponse } from './user.response';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user')
export class GetUserController {
  constructor(private readonly queries: QueryBus) {}

  @Get('api')
  @ReadsFrom('users', 'customers')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'The signed-in user, with their organisation' })
  @ApiOkResponse({ type: UserResponse })
  get(@CurrentUser() user: Authenticated) {
    return this.queries.execute(new GetUserQuery(user.userId));
  }
}
