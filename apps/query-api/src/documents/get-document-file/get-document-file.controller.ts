import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Controller, Get, Param, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DOCUMENT_ID_PARAM } from '../library';
import { contentDispositionOf, contentTypeOf } from './download-headers';
import type { DocumentFile } from './get-document-file.handler';
import { GetDocumentFileQuery } from './get-document-file.query';

@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class GetDocumentFileController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/file')
  @ReadsFrom('users', 'documents')
  @UseGuards(AccessTokenGuard)
  @ApiParam(DOCUMENT_ID_PARAM)
  @ApiOperation({ summary: 'The original file of a document, as uploaded, to save (never to display)' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'the bytes, typed by the format', schema: { type: 'string', format: 'binary' } })
  async get(
    @CurrentUser() user: Authenticated,
    @Param('id', IdParamPipe) documentId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.queries.execute<GetDocumentFileQuery, DocumentFile>(new GetDocumentFileQuery(user.userId, documentId));
    // A member's file: no shared cache may keep it, and no browser may guess it is something to run.
    void reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
    return new StreamableFile(file.bytes, {
      type: contentTypeOf(file.format),
      disposition: contentDispositionOf(file.fileName),
      length: file.size,
    });
  }
}
