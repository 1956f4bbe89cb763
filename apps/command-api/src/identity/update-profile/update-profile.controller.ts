import { AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Body, Controller, HttpCode, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { UpdateProfileCommand } from './update-profile.command';
import { UpdateProfileDto } from './update-profile.dto';
import { OkResponse } from '../../shared/ok.response';
import type { UpdateProfileHandler } from './update-profile.handler';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user')
export class UpdateProfileController {
  constructor(private readonly commands: CommandBus) {}

  @Put('api')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Change names, role or language preference' })
  @ApiCommandAnswer<UpdateProfileHandler>(200, OkResponse)
  update(@CurrentUser() user: Authenticated, @Body() body: UpdateProfileDto) {
    return this.commands.execute(new UpdateProfileCommand(user.userId, body));
  }
}
