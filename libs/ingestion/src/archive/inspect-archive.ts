import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { IngestionError, formatBytes } from '../errors';
import type { IngestionLimits } from '../model/limits';

/**
 * DOCX and XLSX files are ZIP archives, and a hostile one can unpack to gigabytes from a few
 * kilobytes (a zip bomb) or name entries outside the archive ("../../etc/passwd"). Before any
 * parser sees the file, its central directory is checked (entry count, declared sizes, paths) and
 * every entry is then inflated as a stream and counted, so an entry that lies about its size is
 * caught while inflating, and nothing is kept in memory.
 */

export interface ArchiveSummary {
  entryNames: string[];
  unpackedBytes: number;
}

const openZip = (bytes: Buffer): Promise<ZipFile> =>
  new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );

const unsafePath = (name: string): boolean => name.startsWith('/') || name.startsWith('\\') || /^[a-z]:/i.test(name) || name.split(/[\\/]/).includes('..');

function classify(error: unknown): IngestionError {
  if (error instanceof IngestionError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/invalid relative path|absolute path|invalid characters in fileName/i.test(message)) {
    return new IngestionError('ARCHIVE_UNSAFE_PATH', 'The file contains an entry whose path leads outside the document, and was refused.', { cause: error });
  }
  if (/encrypted/i.test(message)) return new IngestionError('ENCRYPTED', 'The file is password-protected. Remove the password and upload it again.', { cause: error });
  return new IngestionError('CORRUPTED', 'The file is damaged and cannot be read.', { cause: error });
}

function tooLarge(limits: IngestionLimits): IngestionError {
  return new IngestionError('ARCHIVE_TOO_LARGE', `The document unpacks to more than ${formatBytes(limits.maxUnpackedBytes)}, which is more than it can contain; it was refused.`);
}

export async function inspectArchive(bytes: Buffer, limits: IngestionLimits, signal?: AbortSignal): Promise<ArchiveSummary> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch (error) {
    throw classify(error);
  }
  try {
    if (zip.entryCount > limits.maxArchiveEntries) {
      throw new IngestionError('ARCHIVE_TOO_MANY_ENTRIES', `The document holds ${zip.entryCount} parts; at most ${limits.maxArchiveEntries} are accepted.`);
    }
    if (zip.entryCount === 0) throw new IngestionError('CORRUPTED', 'The file is damaged and cannot be read: the archive is empty.');
    const entries = await readDirectory(zip);
    const declared = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
    if (declared > limits.maxUnpackedBytes) throw tooLarge(limits);
    let unpacked = 0;
    for (const entry of entries) {
      if (signal?.aborted) throw new IngestionError('CANCELLED', 'Reading the file was cancelled.');
      if (entry.fileName.endsWith('/')) continue;
      unpacked += await drainEntry(zip, entry, limits.maxUnpackedBytes - unpacked, () => tooLarge(limits));
    }
    return { entryNames: entries.map((entry) => entry.fileName), unpackedBytes: unpacked };
  } catch (error) {
    throw classify(error);
  } finally {
    zip.close();
  }
}

function readDirectory(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      if (unsafePath(entry.fileName)) {
        reject(new IngestionError('ARCHIVE_UNSAFE_PATH', `The file contains an entry whose path leads outside the document ("${entry.fileName.slice(0, 80)}"), and was refused.`));
        return;
      }
      if (entry.isEncrypted()) {
        reject(new IngestionError('ENCRYPTED', 'The file is password-protected. Remove the password and upload it again.'));
        return;
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** Inflates one entry, counting bytes and giving up as soon as the budget is spent. */
function drainEntry(zip: ZipFile, entry: Entry, budget: number, overBudget: () => Error): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      let count = 0;
      stream.on('data', (chunk: Buffer) => {
        count += chunk.length;
        if (count > budget) stream.destroy(overBudget());
      });
      stream.once('error', reject);
      stream.once('end', () => resolve(count));
    });
  });
}
