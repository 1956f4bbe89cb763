// What each build reads and what proves it ran; shared by the builds and the start-up check.
import { buildTarget } from './build-stamp.mjs';

export const serverSourceRoots = [
  'apps/command-api/src',
  'apps/query-api/src',
  'apps/projectors/src',
  'apps/worker/src',
  'apps/server/src',
  'libs/domain/src',
  'libs/infrastructure/src',
  'libs/insights/src',
  'libs/ingestion/src',
];

// The lock file stands for the installed dependencies: the web build bundles them, and a new
// compiler version may compile the server differently.
export const buildTargets = [
  buildTarget({
    name: 'server',
    inputs: [
      ...serverSourceRoots,
      'scripts/build-server.mjs',
      'scripts/build-targets.mjs',
      'scripts/path-aliases.cjs',
      'tsconfig.json',
      'package-lock.json',
    ],
    marker: 'dist/apps/server/src/main.js',
  }),
  buildTarget({
    name: 'web',
    inputs: ['apps/web', 'package-lock.json'],
    marker: 'dist/web/index.html',
  }),
];
