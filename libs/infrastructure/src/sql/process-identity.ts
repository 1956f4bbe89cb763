import { readFile } from 'node:fs/promises';

/**
 * One process on this machine: its PID and, where /proc tells it (Linux), its start time in clock
 * ticks after boot (field 22 of /proc/<pid>/stat). A PID is handed to a new process once its owner
 * is gone; the pair names one process for as long as the machine runs.
 */
export interface ProcessIdentity {
  pid: number;
  /** Null without /proc: whether the process runs then rests on its PID alone. */
  startTime: string | null;
}

async function readProcStat(pid: number): Promise<{ state: string; startTime: string } | null> {
  let stat: string;
  try {
    stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // Field 2, the command name, is in parentheses and may hold spaces and parentheses itself.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], startTime: fields[19] };
}

export async function currentProcessIdentity(): Promise<ProcessIdentity> {
  return { pid: process.pid, startTime: (await readProcStat(process.pid))?.startTime ?? null };
}

export async function isProcessRunning(identity: ProcessIdentity): Promise<boolean> {
  if (identity.startTime !== null) {
    const stat = await readProcStat(identity.pid);
    // A zombie has exited and holds nothing open; only its parent has yet to collect its status.
    return stat !== null && stat.state !== 'Z' && stat.state !== 'X' && stat.startTime === identity.startTime;
  }
  try {
    process.kill(identity.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
