import { DomainError } from '@app/domain';
import type { CommandResult } from '@app/infrastructure/http';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearRefreshCookie, readRefreshCookie } from '../../shared/refresh-cookie';
import type { IssuedSession } from '../../shared/sessions';
import { AccessTokenResponse } from '../login/login.dto';
import { sessionResponse } from '../login/login.controller';
import { RefreshSessionCommand } from './refresh-session.command';

@ApiTags('auth')
@Controller('auth')
export class RefreshSessionController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange the refresh cookie for a new access token (the cookie rotates)' })
  @ApiOkResponse({ type: AccessTokenResponse })
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    try {
      const result: CommandResult<IssuedSession> = await this.commands.execute(
        new RefreshSessionCommand(readRefreshCookie(request, this.infrastructure.config)),
      );
      return sessionResponse(result, reply, this.infrastructure);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unauthorized') clearRefreshCookie(reply, this.infrastructure.config);
      throw error;
    }
  }
}
