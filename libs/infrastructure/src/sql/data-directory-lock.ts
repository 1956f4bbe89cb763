import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { currentProcessIdentity, isProcessRunning, type ProcessIdentity } from './process-identity';

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

/** Rounds of "remove the dead owner, try again" before giving up to processes that keep racing. */
const TAKEOVER_ATTEMPTS = 20;

const ownerEntry = (owner: ProcessIdentity) => `${owner.pid}-${owner.startTime ?? 'unknown'}`;

function parseOwnerEntry(name: string): ProcessIdentity | null {
  const match = /^(\d+)-(\d+|unknown)$/.exec(name);
  if (!match) return null;
  return { pid: Number(match[1]), startTime: match[2] === 'unknown' ? null : match[2] };
}

const isOccupied = (error: unknown) => ['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Whether any entry of the lock names a running process; the entries of gone owners are removed. */
async function hasLiveOwner(lockDir: string): Promise<boolean> {
  const entries = await readdir(lockDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    const owner = parseOwnerEntry(entry);
    if (owner && (await isProcessRunning(owner))) return true;
    // An entry's name is unique to one process's lifetime, so this can only remove a gone owner's
    // entry, never the one a racing process has just put in place.
    await rm(path.join(lockDir, entry), { recursive: true, force: true });
  }
  return false;
}

/**
 * PGlite has no guard against two processes opening one data directory (which corrupts it), so
 * the directory is locked for as long as the database is open. The lock is the directory
 * `pglite.lock` holding one empty file named `<pid>-<start time>` after its owner. It is taken by
 * renaming a prepared directory onto it: rename(2) succeeds onto a missing or empty directory and
 * fails onto one that holds an owner, so of several processes racing exactly one gets it. An owner
 * that is gone (killed, crashed) is recognised at once and its entry removed; see
 * docs/decisions/0005-data-directory-lock.md.
 */
export async function lockDataDirectory(directory: string): Promise<LockedDataDirectory> {
  const pgliteDir = path.resolve(directory, 'pglite');
  await mkdir(pgliteDir, { recursive: true });
  const lockDir = `${pgliteDir}.lock`;
  const entry = ownerEntry(await currentProcessIdentity());
  const staging = await mkdtemp(`${lockDir}.`);
  try {
    await writeFile(path.join(staging, entry), '');
    for (let attempt = 0; attempt < TAKEOVER_ATTEMPTS; attempt += 1) {
      try {
        await rename(staging, lockDir);
        // Leaves an empty lock directory behind, which the next process simply replaces.
        return { pgliteDir, release: () => rm(path.join(lockDir, entry), { force: true }) };
      } catch (error) {
        if (!isOccupied(error)) throw error;
      }
      if (await hasLiveOwner(lockDir)) break;
    }
    throw new DataDirectoryLockedError(directory);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
