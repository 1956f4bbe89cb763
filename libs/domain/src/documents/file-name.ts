import type { DocumentKind } from './document.events';

/** Longest file name kept for display, in characters; the extension survives the cut. */
export const MAX_FILE_NAME_CHARS = 200;

// C0 and C1 controls, and the bidirectional overrides that make "invoice‮fdp.exe" read as "invoiceexe.pdf".
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * The name a person gave a file, made safe to show: no folder path (a browser may send one, and a
 * crafted name may hold `../`), no control or direction-changing characters, no runs of spaces,
 * and at most MAX_FILE_NAME_CHARS with the extension kept. Answers '' when nothing is left. The name
 * is only ever displayed; it never becomes a path or a key (the file store generates its own ids).
 */
export function sanitiseFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  const name = cleaned === '.' || cleaned === '..' ? '' : cleaned;
  const characters = [...name];
  if (characters.length <= MAX_FILE_NAME_CHARS) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  if (extension.length > 16) return characters.slice(0, MAX_FILE_NAME_CHARS).join('');
  return characters.slice(0, MAX_FILE_NAME_CHARS - extension.length).join('') + extension.join('');
}

/**
 * Which kind of library entry a file format makes. A table is a survey unless the person said it
 * is sales data (a CRM export); only a table can be one.
 */
export function documentKindOfFormat(format: string, requested: 'sales' | null = null): DocumentKind {
  if (format === 'vtt' || format === 'srt' || format === 'json_transcript') return 'transcript';
  if (format === 'csv' || format === 'xlsx') return requested ?? 'survey';
  return 'document';
}
