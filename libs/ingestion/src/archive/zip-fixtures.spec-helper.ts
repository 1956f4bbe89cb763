import yazl from 'yazl';
import { DEFAULT_LIMITS } from '../model/limits';
import { inspectArchive } from './inspect-archive';

/**
 * Builds real ZIP archives with yazl for the tests, and patches their bytes where a hostile
 * archive has to say something yazl refuses to write (a path outside the archive, a size that
 * lies, an entry hidden from the count). Offsets are those of the ZIP specification (APPNOTE 4.3).
 */

export interface ZipEntrySpec {
  name: string;
  data: Buffer | string;
  /** Deflate (the default) or store. */
  compress?: boolean;
}

export function zipOf(entries: readonly ZipEntrySpec[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  // A fixed time keeps the bytes of every run identical.
  const mtime = new Date('2024-01-01T00:00:00Z');
  for (const entry of entries) {
    zip.addBuffer(Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8'), entry.name, {
      compress: entry.compress ?? true,
      mtime,
    });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.once('error', reject);
    zip.outputStream.once('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Every entry of an archive with its contents (for rewriting one part of a generated file). */
export async function unzipAll(bytes: Buffer): Promise<Map<string, Buffer>> {
  return (await inspectArchive(bytes, DEFAULT_LIMITS, undefined, { keep: { select: () => true, maxBytes: Infinity } })).parts;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

interface HeaderOfName {
  /** Offset of the local file header or central directory record holding the name. */
  offset: number;
  kind: 'local' | 'central';
}

/** The local header and central record that carry an entry's name. */
function headersOf(zip: Buffer, name: string): HeaderOfName[] {
  const found: HeaderOfName[] = [];
  const needle = Buffer.from(name, 'utf8');
  for (let at = zip.indexOf(needle); at !== -1; at = zip.indexOf(needle, at + 1)) {
    if (at >= 30 && zip.readUInt32LE(at - 30) === LOCAL_HEADER) found.push({ offset: at - 30, kind: 'local' });
    if (at >= 46 && zip.readUInt32LE(at - 46) === CENTRAL_HEADER) found.push({ offset: at - 46, kind: 'central' });
  }
  if (found.length < 2) throw new Error(`No local header and central record name "${name}".`);
  return found;
}

/** Renames an entry in place; the new name must have as many bytes (yazl refuses unsafe names). */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (Buffer.byteLength(from) !== Buffer.byteLength(to)) throw new Error('Names must have the same length.');
  const patched = Buffer.from(zip);
  for (const header of headersOf(zip, from)) patched.write(to, header.offset + (header.kind === 'local' ? 30 : 46), 'utf8');
  return patched;
}

/** Makes both headers of an entry declare another uncompressed size. */
export function declareUncompressedSize(zip: Buffer, name: string, size: number): Buffer {
  const patched = Buffer.from(zip);
  for (const header of headersOf(zip, name)) patched.writeUInt32LE(size, header.offset + (header.kind === 'local' ? 22 : 24));
  return patched;
}

/** Sets the general-purpose flag bit 0 ("traditional encryption") on an entry. */
export function markEncrypted(zip: Buffer, name: string): Buffer {
  const patched = Buffer.from(zip);
  for (const header of headersOf(zip, name)) {
    const flagOffset = header.offset + (header.kind === 'local' ? 6 : 8);
    patched.writeUInt16LE(patched.readUInt16LE(flagOffset) | 1, flagOffset);
  }
  return patched;
}

/**
 * Lowers the entry count of the end-of-central-directory record by one, so the last central
 * record is still in the file but outside the count a conforming reader walks.
 */
export function hideLastEntryFromCount(zip: Buffer): Buffer {
  const patched = Buffer.from(zip);
  const end = patched.lastIndexOf(END_OF_CENTRAL_DIRECTORY);
  patched.writeUInt16LE(patched.readUInt16LE(end + 8) - 1, end + 8);
  patched.writeUInt16LE(patched.readUInt16LE(end + 10) - 1, end + 10);
  return patched;
}
