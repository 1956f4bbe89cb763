import { type DocumentKind, SALES_FORMAT_MESSAGE, documentKindOfFormat, sanitiseFileName } from '@app/domain';
import { DEFAULT_LIMITS, FORMAT_NAMES, type IngestFormat, IngestionError, checkSignature, formatBytes, formatOfName } from '@app/ingestion';
import { type FileStore, FileTooLargeError, type StoredFile } from '@app/infrastructure/files';
import { HttpException } from '@nestjs/common';
import type { Multipart, MultipartFile } from '@fastify/multipart';

/** The first bytes kept while the file streams by, for the signature check (PDF looks in the first kilobyte). */
const HEAD_BYTES = 1024;

export interface ReceivedUpload {
  stored: StoredFile;
  fileName: string;
  format: IngestFormat;
  quickUpload: boolean;
  kind: DocumentKind;
}

const refuse = (status: number, code: string, message: string) => new HttpException({ code, message }, status);

/** Fields arrive before the file (quick_upload, kind, file_name, file): read them, then the file part. */
async function fieldsThenFile(parts: AsyncIterable<Multipart>): Promise<{ fields: Map<string, string>; file: MultipartFile }> {
  const fields = new Map<string, string>();
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw refuse(400, 'VALIDATION_FAILED', 'Send the file in the field named "file".');
      return { fields, file: part };
    }
    if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
  }
  throw refuse(400, 'VALIDATION_FAILED', 'No file was sent: send it in the field named "file", after quick_upload and file_name.');
}

function quickUploadFlag(value: string | undefined): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw refuse(400, 'VALIDATION_FAILED', 'quick_upload must be true or false.');
}

/** The `kind` field: left out, the format decides; `sales` marks a CRM export. */
function requestedKind(value: string | undefined): 'sales' | null {
  if (value === undefined || value === '') return null;
  if (value === 'sales') return 'sales';
  throw refuse(400, 'VALIDATION_FAILED', 'kind must be sales, or left out for the file format to decide.');
}

async function* keepingHead(source: AsyncIterable<Buffer>, head: Buffer[]): AsyncGenerator<Buffer> {
  let kept = 0;
  for await (const chunk of source) {
    if (kept < HEAD_BYTES) {
      head.push(chunk.subarray(0, HEAD_BYTES - kept));
      kept += head[head.length - 1].length;
    }
    yield chunk;
  }
}

/**
 * Takes one file from a multipart body into the file store, or refuses it and stores nothing: the
 * name's format first (415, before a byte is read), then the bytes streamed in while hashed and
 * capped at the format's limit (413, the partial write removed by the store), then empty (400) and
 * the first bytes against the name (415), removing what was stored. The parse itself is the
 * worker's job, so a person hears of these cheap refusals at once.
 */
export async function receiveUpload(parts: AsyncIterable<Multipart>, files: FileStore): Promise<ReceivedUpload> {
  const { fields, file } = await fieldsThenFile(parts);
  const quickUpload = quickUploadFlag(fields.get('quick_upload'));
  const requested = requestedKind(fields.get('kind'));
  const fileName = sanitiseFileName(fields.get('file_name') ?? file.filename ?? '');
  if (fileName === '') throw refuse(400, 'VALIDATION_FAILED', 'The file needs a name.');
  let format: IngestFormat;
  try {
    format = formatOfName(fileName);
  } catch (error) {
    if (error instanceof IngestionError) throw refuse(415, error.code, error.message);
    throw error;
  }
  const kind = documentKindOfFormat(format, requested);
  if (requested === 'sales' && kind !== 'sales') throw refuse(415, 'SALES_FORMAT', SALES_FORMAT_MESSAGE);
  const cap = DEFAULT_LIMITS.maxBytes[format];
  const head: Buffer[] = [];
  let stored: StoredFile;
  try {
    stored = await files.write(keepingHead(file.file, head), { maxBytes: cap });
  } catch (error) {
    if (error instanceof FileTooLargeError)
      throw refuse(
        413,
        'FILE_TOO_LARGE',
        `The file is more than ${formatBytes(cap)}; ${FORMAT_NAMES[format]} can be at most ${formatBytes(cap)}.`,
      );
    throw error;
  }
  const refuseStored = async (status: number, code: string, message: string): Promise<never> => {
    await files.remove(stored.fileId);
    throw refuse(status, code, message);
  };
  if (stored.size === 0) await refuseStored(400, 'EMPTY_FILE', 'The file is empty.');
  try {
    checkSignature(format, Buffer.concat(head));
  } catch (error) {
    if (!(error instanceof IngestionError)) throw error;
    // SPEC's sentence first, then what was actually found, so the person knows what to fix.
    const message = error.code === 'CONTENT_MISMATCH' ? `This file format is currently not supported. ${error.message}` : error.message;
    await refuseStored(415, error.code, message);
  }
  return { stored, fileName, format, quickUpload, kind };
}
