import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

interface Outcome {
  exitCode: number;
  output: string;
}

/** Runs a tool of `npm test` with the repository's configuration over one file in a scratch directory. */
async function check(tool: 'eslint' | 'prettier', fileName: string, text: string): Promise<Outcome> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${tool}-`));
  try {
    await writeFile(path.join(dir, fileName), text);
    const args =
      tool === 'eslint'
        ? ['--config', path.join(ROOT, 'eslint.config.mjs'), fileName]
        : ['--config', path.join(ROOT, '.prettierrc.json'), '--check', fileName];
    return await run(bin(tool), args, { cwd: dir }).then(
      ({ stdout, stderr }) => ({ exitCode: 0, output: stdout + stderr }),
      (failure: { code: number; stdout: string; stderr: string }) => ({ exitCode: failure.code, output: failure.stdout + failure.stderr }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('lint and format checks of npm test (eslint.config.mjs, .prettierrc.json)', () => {
  it('lint passes clean code and fails code that breaks a rule', async () => {
    expect(await check('eslint', 'clean.ts', 'export const answer = (value: number): number => value * 2;\n')).toEqual({
      exitCode: 0,
      output: '',
    });
    const broken = await check('eslint', 'broken.ts', 'export function answer(value: any) {\n  const unused = 1;\n  return value;\n}\n');
    expect(broken.exitCode).toBe(1);
    expect(broken.output).toContain('@typescript-eslint/no-explicit-any');
    expect(broken.output).toContain('@typescript-eslint/no-unused-vars');
  });

  it('the format check passes formatted code and fails code Prettier would change', async () => {
    expect((await check('prettier', 'formatted.ts', "export const greeting = 'hello';\n")).exitCode).toBe(0);
    const unformatted = await check('prettier', 'unformatted.ts', 'export const greeting = "hello"\n');
    expect(unformatted.exitCode).toBe(1);
    expect(unformatted.output).toContain('unformatted.ts');
  });
});
