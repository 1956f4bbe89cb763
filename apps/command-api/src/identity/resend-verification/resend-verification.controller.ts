import { AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { ResendVerificationCommand } from './resend-verification.command';
import { MessageResponse } from '../../shared/message.response';
import type { ResendVerificationHandler } from './resend-verification.handler';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user')
export class ResendVerificationController {
  constructor(private readonly commands: CommandBus) {}

  @Post('verify-email')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Send the verification mail again' })
  @ApiCommandAnswer<ResendVerificationHandler>(200, MessageResponse)
  resend(@CurrentUser() user: Authenticated) {
    return this.commands.execute(new ResendVerificationCommand(user.userId));
  }
}
