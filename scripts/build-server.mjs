// Compiles the server apps and libraries with SWC (decorator metadata on, path aliases rewritten
// to relative imports) into dist/, mirroring the source tree. Type checking is `npm run typecheck`.
import { transformFile } from '@swc/core';
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverSourceRoots as sourceRoots } from './build-targets.mjs';
import pathAliases from './path-aliases.cjs';

const { tsconfigPaths } = pathAliases;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Plain JavaScript sources (the database worker) are copied as they are.
const isCopied = (file) => file.endsWith('.js') || file.endsWith('.mjs');
const isCompiled = (file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !/\.(spec|test|contract|spec-helper)\.ts$/.test(file);

async function* walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (isCompiled(entry.name) || isCopied(entry.name)) yield full;
  }
}

const paths = tsconfigPaths();

const started = Date.now();
await Promise.all(['dist/apps', 'dist/libs'].map((dir) => rm(path.join(root, dir), { recursive: true, force: true })));
let count = 0;
const jobs = [];
for (const sourceRoot of sourceRoots) {
  for await (const file of walk(path.join(root, sourceRoot))) {
    jobs.push(
      (async () => {
        if (isCopied(file)) {
          const target = path.join(root, 'dist', path.relative(root, file));
          await mkdir(path.dirname(target), { recursive: true });
          await copyFile(file, target);
          count += 1;
          return;
        }
        const output = await transformFile(file, {
          sourceMaps: true,
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true },
            target: 'es2022',
            baseUrl: root,
            paths,
            keepClassNames: true,
          },
          module: { type: 'commonjs' },
        });
        const target = path.join(root, 'dist', path.relative(root, file)).replace(/\.ts$/, '.js');
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, `${output.code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
        await writeFile(`${target}.map`, output.map ?? '');
        count += 1;
      })(),
    );
  }
}
await Promise.all(jobs);
console.log(`server build: ${count} files in ${Date.now() - started} ms`);
