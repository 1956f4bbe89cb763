import { AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { JoinByDomainCommand } from './join-by-domain.command';
import { JoinByDomainDto } from './join-by-domain.dto';
import { JoinedOrganisationResponse } from './joined-organisation.response';
import type { JoinByDomainHandler } from './join-by-domain.handler';

@ApiTags('customers')
@ApiBearerAuth()
@Controller('customers')
export class JoinByDomainController {
  constructor(private readonly commands: CommandBus) {}

  @Post('join-by-domain')
  @HttpCode(201)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({
    summary: 'Join, as Member, the organisation that accepts everyone from your verified email domain. Answers {namespace}.',
  })
  @ApiCommandAnswer<JoinByDomainHandler>(201, JoinedOrganisationResponse)
  join(@CurrentUser() user: Authenticated, @Body() body: JoinByDomainDto) {
    return this.commands.execute(new JoinByDomainCommand(user.userId, body.namespace));
  }
}
