import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toApiError } from './api-error';

/** Clients get a generic message for server faults; the log gets the detail, the user and the time. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('API');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const reply = context.getResponse<FastifyReply>();
    const request = context.getRequest<FastifyRequest & { auth?: { userId: string } }>();
    const body = toApiError(exception);
    if (body.statusCode >= 500) {
      this.logger.error(
        `${new Date().toISOString()} ${request.method} ${request.url.split('?')[0]} user=${request.auth?.userId ?? 'anonymous'}: ${exception instanceof Error ? exception.stack : String(exception)}`,
      );
    }
    void reply.status(body.statusCode).send(body);
  }
}
