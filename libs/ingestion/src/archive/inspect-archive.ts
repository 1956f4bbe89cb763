import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { Readable } from 'node:stream';
import { IngestionError, cancelledError, formatBytes, throwIfCancelled } from '../errors';
import type { IngestionLimits } from '../model/limits';

/**
 * DOCX and XLSX files are ZIP archives, and a hostile one can unpack to gigabytes from a few
 * kilobytes (a zip bomb) or name entries outside the archive ("../../etc/passwd"). Before any
 * parser sees the file, its central directory is checked (entry count, then paths, encryption and
 * the declared sizes, all before anything is inflated), and every entry is then inflated as a
 * stream and counted, so nothing is kept in memory but the parts a caller asks for.
 *
 * An entry whose header lies about its size is refused as CORRUPTED, not ARCHIVE_TOO_LARGE:
 * yauzl (validateEntrySizes) stops the stream one byte past the size the central directory
 * declares, so a lie can never unpack more than the declared total, which was already checked
 * against limits.maxUnpackedBytes. What is left to tell the person is that the file contradicts
 * itself, whichever way the lie goes (a bomb hidden behind a small size, or a size too large).
 */

export interface ArchiveSummary {
  /** Every entry's name, in central-directory order (directories included). */
  entryNames: string[];
  /** Bytes all entries really unpacked to. */
  unpackedBytes: number;
  /** The unpacked contents of the entries `keep` asked for, by name. */
  parts: Map<string, Buffer>;
}

export interface KeptParts {
  /** Entries whose contents to hand back. */
  select: (entryName: string) => boolean;
  /** Most bytes the selected entries may unpack to together (what the caller will hold and parse). */
  maxBytes: number;
}

export interface InspectOptions {
  /**
   * Parts to hand back, unpacked. A reader that parses these verified parts, rather than the raw
   * bytes with a second ZIP parser, cannot be fooled by an archive two parsers read differently
   * (a central directory the other parser finds elsewhere, records beyond the declared count).
   */
  keep?: KeptParts;
}

const openZip = (bytes: Buffer): Promise<ZipFile> =>
  new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

const unsafePath = (name: string): IngestionError =>
  new IngestionError(
    'ARCHIVE_UNSAFE_PATH',
    `The file contains an entry whose path leads outside the document ("${name.slice(0, 80)}"), and was refused.`,
  );
const encrypted = (): IngestionError =>
  new IngestionError('ENCRYPTED', 'The file is password-protected. Remove the password and upload it again.');

/**
 * yauzl reports everything as a plain Error; its messages say which kind of problem it met. It
 * checks every entry name as it reads the central directory (decodeStrings), backslashes read as
 * slashes: an absolute path ("/x", "C:x") or one with a ".." part is refused there.
 */
function classify(error: unknown): IngestionError {
  if (error instanceof IngestionError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const unsafeName = /^(?:invalid relative path|absolute path): (.*)$/s.exec(message);
  if (unsafeName !== null) return unsafePath(unsafeName[1]);
  if (/encrypt/i.test(message)) return encrypted();
  if (/too many bytes in the stream|not enough bytes in the stream|size mismatch for stored file/i.test(message)) {
    return new IngestionError(
      'CORRUPTED',
      'The file is damaged and cannot be read: one of its parts does not unpack to the size it declares.',
      { cause: error },
    );
  }
  return new IngestionError('CORRUPTED', 'The file is damaged and cannot be read.', { cause: error });
}

const tooLarge = (limits: IngestionLimits): IngestionError =>
  new IngestionError(
    'ARCHIVE_TOO_LARGE',
    `The document unpacks to more than ${formatBytes(limits.maxUnpackedBytes)}, which is more than it can contain; it was refused.`,
  );

export async function inspectArchive(
  bytes: Buffer,
  limits: IngestionLimits,
  signal?: AbortSignal,
  options: InspectOptions = {},
): Promise<ArchiveSummary> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch (error) {
    throw classify(error);
  }
  try {
    // The count comes from the end-of-central-directory record: refused before any entry is read.
    if (zip.entryCount > limits.maxArchiveEntries) {
      throw new IngestionError(
        'ARCHIVE_TOO_MANY_ENTRIES',
        `The document holds ${zip.entryCount} parts; at most ${limits.maxArchiveEntries} are accepted.`,
      );
    }
    if (zip.entryCount === 0) throw new IngestionError('CORRUPTED', 'The file is damaged and cannot be read: the archive is empty.');
    const entries = await readDirectory(zip);
    checkDeclaredSizes(entries, limits, options.keep);
    return await inflateAll(zip, entries, options.keep?.select ?? (() => false), signal);
  } catch (error) {
    throw classify(error);
  } finally {
    zip.close();
  }
}

const declaredSize = (entries: readonly Entry[]): number => entries.reduce((total, entry) => total + entry.uncompressedSize, 0);

/** Judged before anything is inflated; safe, since no entry can unpack past what it declares (see above). */
function checkDeclaredSizes(entries: readonly Entry[], limits: IngestionLimits, keep: KeptParts | undefined): void {
  if (declaredSize(entries) > limits.maxUnpackedBytes) throw tooLarge(limits);
  if (keep === undefined) return;
  const kept = declaredSize(entries.filter((entry) => keep.select(entry.fileName)));
  if (kept > keep.maxBytes) {
    throw new IngestionError(
      'ARCHIVE_TOO_LARGE',
      `The document is too long to read: its text unpacks to ${formatBytes(kept)}, and at most ${formatBytes(keep.maxBytes)} can be read.`,
    );
  }
}

async function inflateAll(
  zip: ZipFile,
  entries: readonly Entry[],
  keep: (entryName: string) => boolean,
  signal?: AbortSignal,
): Promise<ArchiveSummary> {
  const parts = new Map<string, Buffer>();
  let unpackedBytes = 0;
  for (const entry of entries) {
    throwIfCancelled(signal);
    if (entry.fileName.endsWith('/')) continue;
    const { size, contents } = await inflateEntry(zip, entry, keep(entry.fileName), signal);
    unpackedBytes += size;
    if (contents !== undefined) parts.set(entry.fileName, contents);
  }
  return { entryNames: entries.map((entry) => entry.fileName), unpackedBytes, parts };
}

function readDirectory(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    const names = new Set<string>();
    zip.on('entry', (entry: Entry) => {
      if (entry.isEncrypted()) return reject(encrypted());
      // An Office package never names a part twice; two entries of one name would let two
      // readers of the same file see different contents.
      if (names.has(entry.fileName)) {
        return reject(
          new IngestionError(
            'CORRUPTED',
            `The file is damaged and cannot be read: it holds two parts named "${entry.fileName.slice(0, 80)}".`,
          ),
        );
      }
      names.add(entry.fileName);
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** Inflates one entry as a stream, counting its bytes and holding them only when kept. */
function inflateEntry(zip: ZipFile, entry: Entry, keep: boolean, signal?: AbortSignal): Promise<{ size: number; contents?: Buffer }> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream: Readable) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        if (signal?.aborted) return stream.destroy(cancelledError());
        size += chunk.length;
        if (keep) chunks.push(chunk);
      });
      stream.once('error', reject);
      stream.once('end', () => resolve({ size, ...(keep ? { contents: Buffer.concat(chunks, size) } : {}) }));
    });
  });
}
