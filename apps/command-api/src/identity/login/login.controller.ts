import { CommandResult, INFRASTRUCTURE } from '@app/infrastructure/http';
import type { Infrastructure } from '@app/infrastructure';
import { Body, Controller, HttpCode, Inject, Ip, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { IssuedSession } from '../../shared/sessions';
import { setRefreshCookie } from '../../shared/refresh-cookie';
import { LoginCommand } from './login.command';
import { AccessTokenResponse, LoginDto } from './login.dto';

/** Answers the access token in the body and the refresh token in its cookie. */
export function sessionResponse(result: CommandResult<IssuedSession>, reply: FastifyReply, infrastructure: Infrastructure) {
  setRefreshCookie(reply, infrastructure.config, result.body.refreshToken);
  return new CommandResult<AccessTokenResponse>(result.position, {
    access_token: result.body.accessToken,
    token_type: 'Bearer',
    expires_in: result.body.expiresIn,
  });
}

@ApiTags('auth')
@Controller('auth')
export class LoginController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password' })
  @ApiOkResponse({ type: AccessTokenResponse })
  async login(@Body() body: LoginDto, @Ip() clientAddress: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const result: CommandResult<IssuedSession> = await this.commands.execute(new LoginCommand(body, clientAddress));
    return sessionResponse(result, reply, this.infrastructure);
  }
}
