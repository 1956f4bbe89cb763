import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { ResetPasswordCommand } from './reset-password.command';
import { ResetPasswordDto } from './reset-password.dto';
import { MessageResponse } from '../../shared/message.response';
import type { ResetPasswordHandler } from './reset-password.handler';

@ApiTags('auth')
@Controller('auth')
export class ResetPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Choose a new password with the token of the emailed link' })
  @ApiCommandAnswer<ResetPasswordHandler>(200, MessageResponse)
  reset(@Body() body: ResetPasswordDto) {
    return this.commands.execute(new ResetPasswordCommand(body.token, body.password));
  }
}
