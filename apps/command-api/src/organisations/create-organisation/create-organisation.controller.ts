import { AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreateOrganisationCommand } from './create-organisation.command';
import { CreateOrganisationDto } from './create-organisation.dto';

@ApiTags('customers')
@ApiBearerAuth()
@Controller('customers')
export class CreateOrganisationController {
  constructor(private readonly commands: CommandBus) {}

  @Post('api')
  @HttpCode(201)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Create the organisation; the creator becomes its Admin. Answers true.' })
  @ApiCreatedResponse({ schema: { type: 'boolean', enum: [true] } })
  create(@CurrentUser() user: Authenticated, @Body() body: CreateOrganisationDto) {
    return this.commands.execute(new CreateOrganisationCommand(user.userId, body));
  }
}
