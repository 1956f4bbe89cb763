import { AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { EmailDto } from '../../shared/email.dto';
import { SendInvitationCommand } from './send-invitation.command';
import { InvitationSentResponse } from './invitation-sent.response';
import type { SendInvitationHandler } from './send-invitation.handler';

@ApiTags('customers')
@ApiBearerAuth()
@Controller('customers')
export class SendInvitationController {
  constructor(private readonly commands: CommandBus) {}

  @Post('invitations')
  @HttpCode(201)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Invite a coworker by email; they join when they sign up and verify' })
  @ApiCommandAnswer<SendInvitationHandler>(201, InvitationSentResponse)
  invite(@CurrentUser() user: Authenticated, @Body() body: EmailDto) {
    return this.commands.execute(new SendInvitationCommand(user.userId, body.email));
  }
}
