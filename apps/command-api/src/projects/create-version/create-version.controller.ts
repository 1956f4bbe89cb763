import { AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { CreateVersionDto } from './create-version.dto';
import { CreateVersionCommand, type CreateVersionHandler } from './create-version.handler';
import { ProjectVersionCreatedResponse } from './version-created.response';

@ApiTags('projects')
@ApiBearerAuth()
@Controller('products')
export class CreateVersionController {
  constructor(private readonly commands: CommandBus) {}

  @Post('version')
  @HttpCode(202)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Refine a project: a new version with a refinement prompt, keywords and dates, analysed at once' })
  @ApiCommandAnswer<CreateVersionHandler>(202, ProjectVersionCreatedResponse)
  create(@CurrentUser() user: Authenticated, @Body() body: CreateVersionDto) {
    return this.commands.execute(new CreateVersionCommand(user.userId, body));
  }
}
