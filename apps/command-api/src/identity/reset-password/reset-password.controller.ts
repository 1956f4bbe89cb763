import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ResetPasswordCommand } from './reset-password.command';
import { ResetPasswordDto } from './reset-password.dto';

@ApiTags('auth')
@Controller('auth')
export class ResetPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Choose a new password with the token of the emailed link' })
  reset(@Body() body: ResetPasswordDto) {
    return this.commands.execute(new ResetPasswordCommand(body.token, body.password));
  }
}
