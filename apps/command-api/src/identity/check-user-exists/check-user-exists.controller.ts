import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EmailDto } from '../../shared/email.dto';
import { CheckUserExistsCommand } from './check-user-exists.command';

@ApiTags('user')
@Controller('user')
export class CheckUserExistsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether an account uses this email: 200 yes, 404 no' })
  check(@Body() body: EmailDto, @Ip() clientAddress: string) {
    return this.commands.execute(new CheckUserExistsCommand(body.email, clientAddress));
  }
}
