import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { EmailDto } from '../../shared/email.dto';
import { RequestPasswordResetCommand } from './request-password-reset.command';
import { MessageResponse } from '../../shared/message.response';
import type { RequestPasswordResetHandler } from './request-password-reset.handler';

@ApiTags('user')
@Controller('user')
export class RequestPasswordResetController {
  constructor(private readonly commands: CommandBus) {}

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a single-use password reset link (valid 1 hour)' })
  @ApiCommandAnswer<RequestPasswordResetHandler>(200, MessageResponse)
  request(@Body() body: EmailDto) {
    return this.commands.execute(new RequestPasswordResetCommand(body.email));
  }
}
