import { DomainError } from '@app/domain';
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
    if (reply.raw.headersSent) {
      this.endStartedAnswer(exception, request, reply);
      return;
    }
    const body = toApiError(exception);
    // A refusal the product chose (a full work queue answers 503) is not a fault to log.
    if (body.statusCode >= 500 && !(exception instanceof DomainError)) {
      this.logger.error(
        `${new Date().toISOString()} ${request.method} ${request.url.split('?')[0]} user=${request.auth?.userId ?? 'anonymous'}: ${exception instanceof Error ? exception.stack : String(exception)}`,
      );
    }
    if (exception instanceof DomainError && exception.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(exception.retryAfterSeconds));
    void reply.status(body.statusCode).send(body);
  }

  /**
   * Part of the answer is already on its way (a file being streamed): nothing more can be sent, so
   * the connection is closed. A client that went away mid-transfer (a closed tab, a cancelled
   * download) is no fault of ours and is not logged; anything else is.
   */
  private endStartedAnswer(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
    const code = (exception as { code?: string } | null)?.code;
    const clientLeft =
      request.raw.destroyed || reply.raw.destroyed || code === 'ECONNRESET' || code === 'EPIPE' || code === 'ERR_STREAM_PREMATURE_CLOSE';
    if (!clientLeft)
      this.logger.error(
        `${new Date().toISOString()} ${request.method} ${request.url.split('?')[0]}: failed after the answer began: ${exception instanceof Error ? exception.stack : String(exception)}`,
      );
    reply.raw.destroy();
  }
}
