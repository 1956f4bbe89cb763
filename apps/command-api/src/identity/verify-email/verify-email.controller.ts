import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { TokenDto } from '../../shared/token.dto';
import { VerifyEmailCommand } from './verify-email.command';

@ApiTags('auth')
@Controller('auth')
export class VerifyEmailController {
  constructor(private readonly commands: CommandBus) {}

  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm an email address with the token of the emailed link' })
  verify(@Body() body: TokenDto) {
    return this.commands.execute(new VerifyEmailCommand(body.token));
  }
}
