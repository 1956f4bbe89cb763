import { AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http/auth.guard';
import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ResendVerificationCommand } from './resend-verification.command';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user')
export class ResendVerificationController {
  constructor(private readonly commands: CommandBus) {}

  @Post('verify-email')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Send the verification mail again' })
  resend(@CurrentUser() user: Authenticated) {
    return this.commands.execute(new ResendVerificationCommand(user.userId));
  }
}
