import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { currentProcessIdentity, isProcessRunning } from './process-identity';

const startTimeOf = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

describe('process identity', () => {
  const children: ChildProcess[] = [];
  const sleeper = () => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(child);
    return child;
  };
  afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

  it('names this process by its PID and the start time /proc gives', async () => {
    const identity = await currentProcessIdentity();
    expect(identity).toEqual({ pid: process.pid, startTime: await startTimeOf(process.pid) });
    expect(await isProcessRunning(identity)).toBe(true);
  });

  it('tells a running process from one that has exited', async () => {
    const child = sleeper();
    const identity = { pid: child.pid!, startTime: await startTimeOf(child.pid!) };
    expect(await isProcessRunning(identity)).toBe(true);
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(await isProcessRunning(identity)).toBe(false);
  });

  it('does not mistake a new process that reuses the PID for the one recorded', async () => {
    const child = sleeper();
    const startTime = await startTimeOf(child.pid!);
    expect(await isProcessRunning({ pid: child.pid!, startTime: String(Number(startTime) - 1) })).toBe(false);
  });

  it('counts a killed process whose parent has not collected it yet (a zombie) as gone', async () => {
    // The shell starts `sleep 1` in the background, then becomes `sleep 30`, which never reaps it.
    // (A child that ended before the exec could be reaped by the shell itself, on a busy machine.)
    const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(parent);
    const zombiePid = Number((await once(parent.stdout!, 'data'))[0]);
    let stat = '';
    for (let waited = 0; !/\) Z /.test(stat) && waited < 10_000; waited += 20) {
      stat = await readFile(`/proc/${zombiePid}/stat`, 'utf8');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(stat).toMatch(/\) Z /);
    expect(await isProcessRunning({ pid: zombiePid, startTime: await startTimeOf(zombiePid) })).toBe(false);
  });

  it('falls back to signalling the PID when no start time is known', async () => {
    const child = sleeper();
    expect(await isProcessRunning({ pid: child.pid!, startTime: null })).toBe(true);
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(await isProcessRunning({ pid: child.pid!, startTime: null })).toBe(false);
  });
});
