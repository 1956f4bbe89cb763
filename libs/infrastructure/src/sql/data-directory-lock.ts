import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirectoryLockedError extends Error {
  constructor(directory: string) {
    super(`The data directory ${directory} is in use by another process. Stop it, or set DATA_DIR to another directory.`);
    this.name = 'DataDirectoryLockedError';
  }
}

export interface LockedDataDirectory {
  /** Where PGlite keeps its files, inside DATA_DIR. */
  pgliteDir: string;
  release(): Promise<void>;
}

/**
 * PGlite has no guard against two processes opening one data directory (which corrupts it), so
 * the directory is locked for as long as the database is open. A lock left by a crashed process
 * goes stale after 15 seconds.
 */
export async function lockDataDirectory(directory: string): Promise<LockedDataDirectory> {
  const pgliteDir = path.resolve(directory, 'pglite');
  await mkdir(pgliteDir, { recursive: true });
  try {
    const release = await lockfile.lock(pgliteDir, { lockfilePath: `${pgliteDir}.lock`, stale: 15000, update: 5000 });
    return { pgliteDir, release };
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirectoryLockedError(directory);
    throw error;
  }
}
