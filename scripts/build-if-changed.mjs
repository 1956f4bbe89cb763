// `npm start` runs this first: each build whose sources changed since it last ran (or that never
// ran) is built again; the others are left as they are, so a start with nothing edited goes
// straight to the server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStatus, writeBuildStamp } from './build-stamp.mjs';
import { buildTargets } from './build-targets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const statuses = await Promise.all(buildTargets.map(async (target) => ({ target, ...(await buildStatus(root, target)) })));
for (const { target, current, inputsHash } of statuses) {
  if (current) {
    console.log(`${target.name} build is current, not rebuilt`);
    continue;
  }
  const build = spawnSync(npm, ['run', `build:${target.name}`, '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await writeBuildStamp(root, target, inputsHash);
}
