import { IngestionError, UNSUPPORTED_FORMAT_MESSAGE } from '../errors';
import type { IngestFormat } from '../model/ingested-document';

/** Accepted file name extensions and the format each names. */
const EXTENSIONS: Record<string, IngestFormat> = {
  txt: 'text',
  text: 'text',
  md: 'markdown',
  markdown: 'markdown',
  pdf: 'pdf',
  docx: 'docx',
  html: 'html',
  htm: 'html',
  vtt: 'vtt',
  srt: 'srt',
  json: 'json_transcript',
  csv: 'csv',
  xlsx: 'xlsx',
};

export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The format a file name claims, or UNSUPPORTED_FORMAT. */
export function formatOfName(fileName: string): IngestFormat {
  const format = EXTENSIONS[extensionOf(fileName)];
  if (format === undefined) throw new IngestionError('UNSUPPORTED_FORMAT', UNSUPPORTED_FORMAT_MESSAGE);
  return format;
}

/** Binary signatures a text file never starts with, and what they are, for the error message. */
const SIGNATURES: Array<{ bytes: number[]; kind: string }> = [
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], kind: 'a PDF document' },
  { bytes: [0x50, 0x4b, 0x03, 0x04], kind: 'a ZIP archive (such as DOCX or XLSX)' },
  { bytes: [0x50, 0x4b, 0x05, 0x06], kind: 'a ZIP archive (such as DOCX or XLSX)' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], kind: 'an older or password-protected Office document' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], kind: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], kind: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], kind: 'a GIF image' },
  { bytes: [0x1f, 0x8b], kind: 'a gzip archive' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], kind: 'a 7-Zip archive' },
  { bytes: [0x52, 0x61, 0x72, 0x21], kind: 'a RAR archive' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], kind: 'a program' },
  { bytes: [0x4d, 0x5a], kind: 'a program' },
  { bytes: [0x49, 0x44, 0x33], kind: 'an audio file' },
  { bytes: [0x1a, 0x45, 0xdf, 0xa3], kind: 'a video file' },
];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/** What the first bytes say the file is, when they carry a known binary signature. */
export function binaryKindOf(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return 'a video or audio file';
  return SIGNATURES.find((signature) => startsWith(bytes, signature.bytes))?.kind;
}

export const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;
export const isOle2 = (bytes: Uint8Array): boolean => startsWith(bytes, OLE2_SIGNATURE);
export const isZip = (bytes: Uint8Array): boolean =>
  startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]);

/** PDF readers accept the header anywhere in the first kilobyte. */
export function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024));
  return head.includes('%PDF-');
}

const mismatch = (format: IngestFormat, kind: string): IngestionError =>
  new IngestionError(
    'CONTENT_MISMATCH',
    `The file's contents do not match its name: it is named as ${FORMAT_NAMES[format]} but it is ${kind}.`,
  );

export const FORMAT_NAMES: Record<IngestFormat, string> = {
  text: 'a text file',
  markdown: 'a Markdown file',
  pdf: 'a PDF document',
  docx: 'a Word document',
  html: 'a web page',
  vtt: 'a WebVTT transcript',
  srt: 'an SRT transcript',
  json_transcript: 'a JSON transcript',
  csv: 'a CSV survey',
  xlsx: 'an Excel workbook',
};

/**
 * The first bytes must agree with the extension: a PDF starts with %PDF-, DOCX and XLSX are ZIP
 * archives (an encrypted Office file is an OLE2 container: refused as encrypted), and a
 * text-based format must not start with a binary signature. Deeper checks (a ZIP that is not a
 * Word document, a text that does not decode) belong to each format's reader.
 */
export function checkSignature(format: IngestFormat, bytes: Uint8Array): void {
  const kind = binaryKindOf(bytes);
  switch (format) {
    case 'pdf':
      if (!isPdf(bytes)) throw mismatch(format, kind ?? 'not a PDF');
      return;
    case 'docx':
    case 'xlsx':
      if (isOle2(bytes)) {
        throw new IngestionError(
          'ENCRYPTED',
          `This ${format === 'docx' ? 'Word document' : 'workbook'} is password-protected or in an older Office format. Remove the password or save it as .${format}, then upload it again.`,
        );
      }
      if (!isZip(bytes)) throw mismatch(format, kind ?? 'not an Office document');
      return;
    default:
      if (kind !== undefined) throw mismatch(format, kind);
  }
}
