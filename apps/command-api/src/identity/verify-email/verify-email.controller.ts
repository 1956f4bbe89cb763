import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { TokenDto } from '../../shared/token.dto';
import { VerifyEmailCommand } from './verify-email.command';
import { EmailVerifiedResponse } from './email-verified.response';
import type { VerifyEmailHandler } from './verify-email.handler';

@ApiTags('auth')
@Controller('auth')
export class VerifyEmailController {
  constructor(private readonly commands: CommandBus) {}

  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm an email address with the token of the emailed link' })
  @ApiCommandAnswer<VerifyEmailHandler>(200, EmailVerifiedResponse)
  verify(@Body() body: TokenDto) {
    return this.commands.execute(new VerifyEmailCommand(body.token));
  }
}
