import { AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Body, Controller, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { CreateProjectCommand } from './create-project.command';
import { CreateProjectDto } from './create-project.dto';
import type { CreateProjectHandler } from './create-project.handler';
import { ProjectCreatedResponse } from './project-created.response';

@ApiTags('projects')
@ApiBearerAuth()
@Controller('products')
export class CreateProjectController {
  constructor(private readonly commands: CommandBus) {}

  @Post('api')
  @HttpCode(201)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Create a project with its data; an insights project is analysed at once' })
  @ApiHeader({ name: 'idempotency-key', required: false, description: 'a retried creation with the same key answers the same project' })
  @ApiCommandAnswer<CreateProjectHandler>(201, ProjectCreatedResponse)
  @ApiResponse({ status: 400, description: "SPEC.md section 5's project rules, with their messages" })
  create(@CurrentUser() user: Authenticated, @Body() body: CreateProjectDto, @Headers('idempotency-key') idempotencyKey?: string) {
    return this.commands.execute(new CreateProjectCommand(user.userId, body, idempotencyKey));
  }
}
