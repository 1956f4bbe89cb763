import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { CreateUserCommand } from './create-user.command';
import { CreateUserDto } from './create-user.dto';
import { CreatedUserResponse } from './created-user.response';
import type { CreateUserHandler } from './create-user.handler';

@ApiTags('user')
@Controller('user')
export class CreateUserController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create an account and send the verification mail' })
  @ApiCommandAnswer<CreateUserHandler>(201, CreatedUserResponse)
  create(@Body() body: CreateUserDto, @Ip() clientAddress: string) {
    return this.commands.execute(new CreateUserCommand(body, clientAddress));
  }
}
