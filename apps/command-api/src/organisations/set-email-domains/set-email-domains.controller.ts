import { AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { SetEmailDomainsCommand } from './set-email-domains.command';
import { SetEmailDomainsDto } from './set-email-domains.dto';
import { EmailDomainsResponse } from './email-domains.response';
import type { SetEmailDomainsHandler } from './set-email-domains.handler';

@ApiTags('customers')
@ApiBearerAuth()
@Controller('customers')
export class SetEmailDomainsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('email-domains')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "Set the organisation's email domains (Admin)" })
  @ApiCommandAnswer<SetEmailDomainsHandler>(200, EmailDomainsResponse)
  set(@CurrentUser() user: Authenticated, @Body() body: SetEmailDomainsDto) {
    return this.commands.execute(new SetEmailDomainsCommand(user.userId, body.domains));
  }
}
