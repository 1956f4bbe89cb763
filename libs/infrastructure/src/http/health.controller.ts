import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

/** For load balancers and container health checks: the process is up and serving HTTP. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  @Get()
  @ApiOperation({ summary: 'Liveness of this process' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
