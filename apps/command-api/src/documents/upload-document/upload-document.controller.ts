import { DEFAULT_LIMITS } from '@app/ingestion';
import { AcceptsFiles, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Headers, HttpCode, HttpException, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { DocumentUploadedResponse } from './document-uploaded.response';
import { UploadDocumentCommand } from './upload-document.command';
import type { UploadDocumentHandler } from './upload-document.handler';

/** The multipart parser's own ceiling; each format's smaller cap is applied while the file is stored. */
const LARGEST_FILE_BYTES = Math.max(...Object.values(DEFAULT_LIMITS.maxBytes)) + 1;

@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class UploadDocumentController {
  constructor(private readonly commands: CommandBus) {}

  @Post('api')
  @HttpCode(201)
  @UseGuards(AccessTokenGuard)
  @AcceptsFiles()
  @ApiOperation({ summary: 'Upload a file to the Data Library; it is stored at once and ingested by the worker' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        quick_upload: { type: 'string', enum: ['true', 'false'] },
        file_name: { type: 'string', description: 'the name to show; its extension names the format (the file part name otherwise)' },
        file: { type: 'string', format: 'binary' },
      },
    },
  })
  @ApiHeader({ name: 'idempotency-key', required: false, description: 'a retried upload with the same key answers the first result' })
  @ApiCommandAnswer<UploadDocumentHandler>(201, DocumentUploadedResponse)
  @ApiResponse({ status: 413, description: "FILE_TOO_LARGE: over the format's size cap; nothing stored" })
  @ApiResponse({ status: 415, description: 'UNSUPPORTED_FORMAT, CONTENT_MISMATCH or ENCRYPTED; nothing stored' })
  upload(@CurrentUser() user: Authenticated, @Req() request: FastifyRequest, @Headers('idempotency-key') idempotencyKey?: string) {
    if (!request.isMultipart()) {
      throw new HttpException({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the file as multipart/form-data.' }, 415);
    }
    const parts = request.parts({ limits: { fileSize: LARGEST_FILE_BYTES } });
    return this.commands.execute(new UploadDocumentCommand(user.userId, parts, idempotencyKey));
  }
}
