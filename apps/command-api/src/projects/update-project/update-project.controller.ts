import { AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Body, Controller, HttpCode, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { ProjectUpdatedResponse } from './project-updated.response';
import { UpdateProjectDto } from './update-project.dto';
import { UpdateProjectCommand, type UpdateProjectHandler } from './update-project.handler';

@ApiTags('projects')
@ApiBearerAuth()
@Controller('products')
export class UpdateProjectController {
  constructor(private readonly commands: CommandBus) {}

  @Put('api')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "Edit a project's fields; archive or unarchive it" })
  @ApiQuery({ name: 'product', format: 'uuid' })
  @ApiCommandAnswer<UpdateProjectHandler>(200, ProjectUpdatedResponse)
  update(@CurrentUser() user: Authenticated, @Query('product', IdParamPipe) productId: string, @Body() body: UpdateProjectDto) {
    return this.commands.execute(new UpdateProjectCommand(user.userId, productId, body));
  }
}
