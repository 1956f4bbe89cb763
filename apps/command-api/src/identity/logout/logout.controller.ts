import { bearerToken, INFRASTRUCTURE } from '@app/infrastructure/http';
import type { CommandResult } from '@app/infrastructure/http';
import type { Infrastructure } from '@app/infrastructure';
import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearRefreshCookie, readRefreshCookie } from '../../shared/refresh-cookie';
import { LogoutCommand } from './logout.command';

@ApiTags('auth')
@Controller('auth')
export class LogoutController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke the refresh session and clear its cookie' })
  @ApiNoContentResponse()
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<CommandResult<null>> {
    const command = new LogoutCommand(readRefreshCookie(request, this.infrastructure.config), bearerToken(request.headers.authorization));
    const result: CommandResult<null> = await this.commands.execute(command);
    clearRefreshCookie(reply, this.infrastructure.config);
    return result;
  }
}
