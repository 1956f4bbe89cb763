// Tells whether a build output is still the build of the current sources, so `npm start` can skip
// a build that would produce the same files. A stamp beside the output records the hash of every
// input file (path and content) and the output's marker file as the build left it; the build is
// current only when both still match. Content hashes, not modification times: a checkout or a
// copy touches times without changing anything, and an edit saved within the same second does not.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Tests do not end up in a build, so editing one should not cost a rebuild.
const isTestFile = (name) => /\.(spec|test|contract|spec-helper)\.tsx?$/.test(name);

async function* filesUnder(root, relative) {
  const full = path.join(root, relative);
  const info = await stat(full).catch(() => null);
  if (!info) return;
  if (info.isFile()) {
    yield relative;
    return;
  }
  const entries = await readdir(full, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'test' || isTestFile(entry.name)) continue;
    yield* filesUnder(root, path.join(relative, entry.name));
  }
}

/** One hash over the paths and contents of every file the build reads (folders walked, tests left out). */
export async function hashInputs(root, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for await (const file of filesUnder(root, input)) {
      hash.update(`${file.split(path.sep).join('/')}\0`);
      hash.update(await readFile(path.join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** The marker file as the build left it; a later build by any other command changes it. */
async function markerSignature(root, marker) {
  const info = await stat(path.join(root, marker)).catch(() => null);
  return info ? `${info.size}:${info.mtimeMs}` : null;
}

/** A build: the files it reads, the file whose presence proves it ran, and where its stamp lives. */
export function buildTarget({ name, inputs, marker, stampDir = 'dist/.build-stamps' }) {
  return { name, inputs, marker, stampFile: path.join(stampDir, `${name}.json`) };
}

/** Whether the output is the build of the inputs as they are now, and the hash that says so. */
export async function buildStatus(root, target) {
  const inputsHash = await hashInputs(root, target.inputs);
  const stamp = await readFile(path.join(root, target.stampFile), 'utf8').then(JSON.parse, () => null);
  const marker = await markerSignature(root, target.marker);
  return { current: Boolean(stamp && marker && stamp.marker === marker && stamp.inputs === inputsHash), inputsHash };
}

/**
 * Records that the output is the build of `inputsHash`, taken before the build started: a file
 * edited while the build ran then makes the next start build again.
 */
export async function writeBuildStamp(root, target, inputsHash) {
  const marker = await markerSignature(root, target.marker);
  if (!marker) throw new Error(`${target.name} build left no ${target.marker}`);
  await mkdir(path.dirname(path.join(root, target.stampFile)), { recursive: true });
  await writeFile(path.join(root, target.stampFile), `${JSON.stringify({ inputs: inputsHash, marker })}\n`);
}
