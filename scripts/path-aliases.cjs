// The path aliases (`@app/domain`, ...) are defined once, in tsconfig.json; Jest and the server
// build derive theirs from it here, so the three can never disagree.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** `compilerOptions.paths` of tsconfig.json: `{ '@app/domain/*': ['libs/domain/src/*'], ... }`. */
function tsconfigPaths() {
  return JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).compilerOptions.paths;
}

/** The same aliases as Jest's moduleNameMapper: `^@app/domain/(.*)$` -> `<rootDir>/libs/domain/src/$1`. */
function jestModuleNameMapper() {
  return Object.fromEntries(
    Object.entries(tsconfigPaths()).map(([alias, [target]]) => [
      `^${alias.replace(/[.*+?^${}()|[\]\\]/g, (char) => (char === '*' ? '(.*)' : `\\${char}`))}$`,
      `<rootDir>/${target.replace('*', '$1')}`,
    ]),
  );
}

module.exports = { tsconfigPaths, jestModuleNameMapper };
