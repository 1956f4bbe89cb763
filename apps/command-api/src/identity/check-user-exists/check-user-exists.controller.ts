import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { EmailDto } from '../../shared/email.dto';
import { CheckUserExistsCommand } from './check-user-exists.command';
import { UserExistsResponse } from './user-exists.response';
import type { CheckUserExistsHandler } from './check-user-exists.handler';

@ApiTags('user')
@Controller('user')
export class CheckUserExistsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether an account uses this email: 200 yes, 404 no' })
  @ApiCommandAnswer<CheckUserExistsHandler>(200, UserExistsResponse)
  check(@Body() body: EmailDto, @Ip() clientAddress: string) {
    return this.commands.execute(new CheckUserExistsCommand(body.email, clientAddress));
  }
}
