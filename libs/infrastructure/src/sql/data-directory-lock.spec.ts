import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DataDirectoryLockedError, type LockedDataDirectory, lockDataDirectory } from './data-directory-lock';

/**
 * A separate process driving the real lock module, compiled on the fly by SWC, through lines on
 * stdin (`lock`, `release`); it answers `ready`, `locked`, `refused`, `released` or `error ...`.
 */
const LOCKER_SCRIPT = `
const fs = require('node:fs');
const { transformSync } = require('@swc/core');
require.extensions['.ts'] = (module, filename) => {
  const options = { filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } };
  module._compile(transformSync(fs.readFileSync(filename, 'utf8'), options).code, filename);
};
const { lockDataDirectory, DataDirectoryLockedError } = require(process.argv[1]);
let lock;
const commands = {
  lock: async () => {
    try {
      lock = await lockDataDirectory(process.argv[2]);
      return 'locked';
    } catch (error) {
      return error instanceof DataDirectoryLockedError ? 'refused' : 'error ' + error.message;
    }
  },
  release: async () => (await lock.release(), 'released'),
};
require('node:readline').createInterface({ input: process.stdin }).on('line', async (line) => console.log(await commands[line]()));
process.stdin.on('end', () => process.exit(0));
console.log('ready');
`;

interface Locker {
  pid: number;
  child: ChildProcess;
  send(command: 'lock' | 'release'): Promise<string>;
  kill(): Promise<void>;
}

async function startLocker(directory: string): Promise<Locker> {
  const child = spawn(process.execPath, ['-e', LOCKER_SCRIPT, path.join(__dirname, 'data-directory-lock.ts'), directory], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const nextLine = async () => (await lines.next()).value as string;
  expect(await nextLine()).toBe('ready');
  return {
    pid: child.pid!,
    child,
    async send(command) {
      child.stdin!.write(`${command}\n`);
      return nextLine();
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
  };
}

describe('lockDataDirectory', () => {
  let directory: string;
  const lockDir = () => path.join(directory, 'pglite.lock');
  const lockers: Locker[] = [];
  const locker = async () => {
    const started = await startLocker(directory);
    lockers.push(started);
    return started;
  };
  const held: LockedDataDirectory[] = [];
  const lockHere = async () => {
    const lock = await lockDataDirectory(directory);
    held.push(lock);
    return lock;
  };

  beforeEach(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'data-dir-lock-'));
  });
  afterEach(async () => {
    await Promise.all(lockers.splice(0).map((started) => started.kill()));
    await Promise.all(held.splice(0).map((lock) => lock.release()));
    await rm(directory, { recursive: true, force: true });
  });

  it('refuses a second locker while the owner runs, in another process or in this one', async () => {
    expect(await (await locker()).send('lock')).toBe('locked');
    await expect(lockDataDirectory(directory)).rejects.toThrow(DataDirectoryLockedError);
    await expect(lockDataDirectory(directory)).rejects.toThrow(`The data directory ${directory} is in use by another process.`);

    const other = await mkdtemp(path.join(os.tmpdir(), 'data-dir-lock-'));
    try {
      held.push(await lockDataDirectory(other));
      await expect(lockDataDirectory(other)).rejects.toThrow(DataDirectoryLockedError);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('lets the next process in once the owner releases, and the lock names no one afterwards', async () => {
    const first = await lockHere();
    await first.release();
    expect(await readdir(lockDir())).toEqual([]);
    expect(await (await locker()).send('lock')).toBe('locked');
  });

  it('takes over at once the lock of an owner that was killed', async () => {
    const owner = await locker();
    expect(await owner.send('lock')).toBe('locked');
    expect(await readdir(lockDir())).toEqual([expect.stringMatching(new RegExp(`^${owner.pid}-\\d+$`))]);
    await owner.kill();

    const started = Date.now();
    await lockHere();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await readdir(lockDir())).toEqual([expect.stringMatching(new RegExp(`^${process.pid}-\\d+$`))]);
  });

  it('treats a running process whose start time differs from the recorded one as a reused PID, and the old owner cannot release the new lock', async () => {
    const owner = await locker();
    expect(await owner.send('lock')).toBe('locked');
    // The same PID with another start time: what the lock sees once the PID went to a new process.
    const [entry] = await readdir(lockDir());
    const [pid, startTime] = entry.split('-');
    await rename(path.join(lockDir(), entry), path.join(lockDir(), `${pid}-${Number(startTime) - 1}`));

    await lockHere();
    expect(await owner.send('release')).toBe('released');
    expect(await readdir(lockDir())).toEqual([expect.stringMatching(new RegExp(`^${process.pid}-\\d+$`))]);
    expect(await (await locker()).send('lock')).toBe('refused');
  });

  it('takes over a lock holding only what no owner writes (garbage, or an old empty lock directory)', async () => {
    await mkdir(lockDir());
    await writeFile(path.join(lockDir(), 'half-written'), '12');
    await lockHere();
    expect(await readdir(lockDir())).toEqual([expect.stringMatching(new RegExp(`^${process.pid}-\\d+$`))]);
  });

  it('lets exactly one of many processes starting at the same moment take over a dead owner', async () => {
    for (let round = 0; round < 3; round += 1) {
      const dead = await locker();
      expect(await dead.send('lock')).toBe('locked');
      await dead.kill();

      const racers = await Promise.all(Array.from({ length: 8 }, locker));
      const outcomes = await Promise.all(racers.map((racer) => racer.send('lock')));
      expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(7);
      const winner = racers[outcomes.indexOf('locked')];
      expect(await readdir(lockDir())).toEqual([expect.stringMatching(new RegExp(`^${winner.pid}-\\d+$`))]);
      await Promise.all(lockers.splice(0).map((started) => started.kill()));
    }
  });
});
