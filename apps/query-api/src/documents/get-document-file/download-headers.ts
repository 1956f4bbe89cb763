const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const EXCEL = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEXT = 'text/plain; charset=utf-8';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: WORD,
  xlsx: EXCEL,
  text: TEXT,
  srt: TEXT,
  markdown: 'text/markdown; charset=utf-8',
  html: 'text/html; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  json_transcript: 'application/json',
};

export function contentTypeOf(format: string): string {
  return Object.hasOwn(CONTENT_TYPES, format) ? CONTENT_TYPES[format] : 'application/octet-stream';
}

/**
 * `attachment`, so the browser saves the file and never renders it, with the name twice: an ASCII
 * stand-in for old clients (quotes, backslashes, control and non-ASCII characters replaced) and the
 * exact name as RFC 8187 UTF-8 (encodeURIComponent leaves ' ( ) * bare, which that syntax forbids).
 */
export function contentDispositionOf(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
