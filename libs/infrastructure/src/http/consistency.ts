import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { from, mergeMap, type Observable } from 'rxjs';
import type { Infrastructure } from '../infrastructure';
import { projectionProcessorId } from '../read-store/projection-progress';
import { INFRASTRUCTURE } from './infrastructure.module';

export const CONSISTENCY_HEADER = 'x-consistency-position';

/** What a command handler answers: the body for the client and the position of its last event. */
export class CommandResult<Body = unknown> {
  constructor(
    readonly position: number,
    readonly body: Body,
  ) {}
}

/**
 * Command side: puts the position of the command's last event on the response and answers its
 * body. A Fastify hook rather than a Nest interceptor: an interceptor wraps every request in
 * observables and async-resource bindings (Node 20 builds two deprecation wrappers per binding),
 * about a tenth of the event loop under the workflow benchmark's load (decision 0024).
 */
export function registerCommandResults(fastify: FastifyInstance): void {
  fastify.addHook('preSerialization', (_request, reply, payload, done) => {
    if (!(payload instanceof CommandResult)) return done(null, payload);
    void reply.header(CONSISTENCY_HEADER, String(payload.position));
    done(null, payload.body);
  });
}

export function parsePosition(header: string | string[] | undefined): number | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

const READ_MODELS = Symbol('read-models');

/**
 * Query side: a request that carries a consistency position is answered once the read models it
 * reads have reached it, waiting at most CONSISTENCY_WAIT_MS; past that it is answered as things
 * are, marked stale, rather than hanging. It runs after the route's guards, so a caller who may
 * not read never waits.
 */
@Injectable()
export class ConsistencyInterceptor implements NestInterceptor {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const position = request.method === 'GET' ? parsePosition(request.headers[CONSISTENCY_HEADER]) : null;
    const collections = this.reflector.get<string[] | undefined>(READ_MODELS, context.getHandler()) ?? [];
    if (position === null || collections.length === 0) return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const processors = collections.map(projectionProcessorId);
    return from(this.infrastructure.progress.waitFor(position, this.infrastructure.config.consistencyWaitMs, processors)).pipe(
      mergeMap((reached) => {
        if (!reached) void reply.header('x-consistency-stale', 'true');
        return next.handle();
      }),
    );
  }
}

/**
 * The read-model collections a query reads: a GET carrying a consistency position waits for the
 * processors that build exactly these, not for every processor (a new one catching up from the
 * start of the log holds up no one). Only these routes pass through the consistency interceptor;
 * a query without it reads no read model and never waits.
 */
export const ReadsFrom = (...collections: string[]) =>
  applyDecorators(SetMetadata(READ_MODELS, collections), UseInterceptors(ConsistencyInterceptor));
