import { AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { CompleteGoogleProfileCommand } from './complete-google-profile.command';
import { CompleteGoogleProfileDto } from './complete-google-profile.dto';
import { OkResponse } from '../../shared/ok.response';
import type { CompleteGoogleProfileHandler } from './complete-google-profile.handler';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user/google')
export class CompleteGoogleProfileController {
  constructor(private readonly commands: CommandBus) {}

  @Post('complete-profile')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Choose the role after a Google sign-in' })
  @ApiCommandAnswer<CompleteGoogleProfileHandler>(200, OkResponse)
  complete(@CurrentUser() user: Authenticated, @Body() body: CompleteGoogleProfileDto) {
    return this.commands.execute(new CompleteGoogleProfileCommand(user.userId, body.role));
  }
}
