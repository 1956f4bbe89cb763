import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentStreamCaller, type StreamCaller, StreamCallerGuard } from '../stream-caller.guard';
import { StreamEventsQueryDto } from './stream-events-query.dto';
import { StreamEventsReader } from './stream-events.reader';

@ApiTags('stream')
@ApiBearerAuth()
@Controller('stream')
export class GetStreamEventsController {
  constructor(private readonly reader: StreamEventsReader) {}

  @Get('events')
  @UseGuards(StreamCallerGuard)
  @ApiOperation({
    summary: "The organisation's integration events after a position, as newline-delimited JSON (Admin, or a stream key)",
    description:
      'One integration event per line (the shape Kafka carries, docs/asyncapi.yaml), in log order, each with its `position`; ' +
      'the last line is `{"next": <position>}`. Resume with `from` set to the last event’s position or to `next`: ' +
      'every event arrives once, in order. With `wait`, a request that finds no event waits up to that many seconds for one. ' +
      'A key goes in `X-Api-Key` or `Authorization: Bearer`.',
  })
  @ApiHeader({ name: 'X-Api-Key', required: false, description: 'a stream key, instead of an Admin’s access token' })
  @ApiProduces('application/x-ndjson')
  @ApiOkResponse({ description: 'newline-delimited JSON', schema: { type: 'string' } })
  async get(
    @CurrentStreamCaller() caller: StreamCaller,
    @Query() query: StreamEventsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const gone = new AbortController();
    // The response's close is the one that also fires when the client goes away mid-wait.
    const abort = () => gone.abort();
    reply.raw.once('close', abort);
    try {
      const page = await this.reader.read({
        organisationId: caller.organisationId,
        from: query.from ?? 0,
        limit: query.limit ?? 500,
        waitMs: (query.wait ?? 0) * 1000,
        signal: gone.signal,
      });
      void reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('cache-control', 'no-store');
      return [...page.events, { next: page.next }].map((line) => `${JSON.stringify(line)}\n`).join('');
    } finally {
      reply.raw.off('close', abort);
    }
  }
}
