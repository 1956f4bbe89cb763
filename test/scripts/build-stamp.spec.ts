import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStatus, buildTarget, writeBuildStamp } from '../../scripts/build-stamp.mjs';

describe('the build stamp that lets `npm start` skip an unchanged build', () => {
  let root: string;
  const target = buildTarget({ name: 'server', inputs: ['src', 'build.mjs'], marker: 'out/main.js', stampDir: 'out/.stamps' });
  const put = async (file: string, content: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  };
  /** What a build does: writes its output, then the stamp of the inputs hashed before it ran. */
  const build = async () => {
    const { inputsHash } = await buildStatus(root, target);
    await put('out/main.js', `built at ${Date.now()}`);
    await writeBuildStamp(root, target, inputsHash);
  };
  const isCurrent = async () => (await buildStatus(root, target)).current;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'build-stamp-'));
    await put('src/main.ts', 'export const answer = 42;');
    await put('src/lib/util.ts', 'export const twice = (n: number) => 2 * n;');
    await put('build.mjs', '// the build script');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('is not current before the first build, and current after it while nothing changes', async () => {
    expect(await isCurrent()).toBe(false);
    await build();
    expect(await isCurrent()).toBe(true);
    expect(await isCurrent()).toBe(true);
  });

  it('is not current once a source, a nested source or the build script is edited, added or removed', async () => {
    const edits = [
      () => put('src/lib/util.ts', 'export const twice = (n: number) => n + n;'),
      () => put('src/lib/new.ts', 'export {};'),
      () => rm(path.join(root, 'src/lib/new.ts')),
      () => put('build.mjs', '// the build script, changed'),
    ];
    for (const edit of edits) {
      await build();
      await edit();
      expect(await isCurrent()).toBe(false);
    }
  });

  it('sees an edit that keeps the size and the modification time', async () => {
    await build();
    const file = path.join(root, 'src/main.ts');
    await writeFile(file, 'export const answer = 43;');
    await utimes(file, new Date(0), new Date(0));
    expect(await isCurrent()).toBe(false);
  });

  it('ignores test files and times touched without a change', async () => {
    await build();
    await put('src/main.spec.ts', 'it("works", () => undefined);');
    await put('src/main.ts', 'export const answer = 42;');
    expect(await isCurrent()).toBe(true);
  });

  it('is not current when the output is missing or was rebuilt by another command from other sources', async () => {
    await build();
    await utimes(path.join(root, 'out/main.js'), new Date(), new Date(Date.now() + 5000));
    expect(await isCurrent()).toBe(false);

    await build();
    await rm(path.join(root, 'out/main.js'));
    expect(await isCurrent()).toBe(false);
  });
});
