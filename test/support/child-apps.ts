import { type ChildProcess, spawn } from 'node:child_process';

/** Starts a built app (`dist/apps/<app>/src/main.js`) in a process of its own, its output piped. */
export function spawnBuiltApp(app: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [`dist/apps/${app}/src/main.js`], { env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Resolves once the process has logged `readyText`; rejects with its log if it exits first. */
export function whenReady(child: ChildProcess, readyText: RegExp, name = 'app'): Promise<ChildProcess> {
  let log = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk;
      if (readyText.test(log)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`${name} exited (${code ?? signal}) before it was ready: ${log}`)));
  });
}

export const startBuiltApp = (app: string, env: NodeJS.ProcessEnv, readyText: RegExp): Promise<ChildProcess> =>
  whenReady(spawnBuiltApp(app, env), readyText, app);

/** Sends `signal` and resolves once the process has exited (at once if it already has, or never started). */
export function stopChild(child: ChildProcess | null, signal: NodeJS.Signals): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
