import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const DEPCRUISE = path.join(ROOT, 'node_modules/.bin/depcruise');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** Runs the repository's rules over a small tree of files, as `npm run lint:boundaries` runs them over the product. */
async function violationsIn(files: Record<string, string>): Promise<Violation[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boundaries-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
    await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'commonjs', moduleResolution: 'node' } }));
    const roots = [...new Set(Object.keys(files).map((file) => file.split('/')[0]))];
    const { stdout } = await run(DEPCRUISE, [...roots, '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json'], {
      cwd: dir,
    }).catch((failure: { stdout: string }) => failure);
    return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const ruleNames = (violations: Violation[]) => [...new Set(violations.map((violation) => violation.rule.name))].sort();

describe('module boundaries (dependency-cruiser, .dependency-cruiser.cjs)', () => {
  it('passes a tree that keeps every rule', async () => {
    expect(
      await violationsIn({
        'libs/domain/src/index.ts': "export * from './user';\n",
        'libs/domain/src/user.ts': 'export const user = 1;\n',
        'apps/command-api/src/main.ts': "import { user } from '../../../libs/domain/src/index';\nexport default user;\n",
      }),
    ).toEqual([]);
  });

  it.each([
    [
      'no-circular',
      {
        'libs/infrastructure/src/a.ts': "import { b } from './b';\nexport const a = b;\n",
        'libs/infrastructure/src/b.ts': "import { a } from './a';\nexport const b = a;\n",
      },
    ],
    [
      'domain-imports-only-itself',
      {
        'libs/domain/src/user.ts': "import { store } from '../../infrastructure/src/index';\nexport const user = store;\n",
        'libs/infrastructure/src/index.ts': 'export const store = 1;\n',
      },
    ],
    [
      'no-app-imports-another-app',
      {
        'apps/query-api/src/view.ts': "import { projection } from '../../projectors/src/projection';\nexport const view = projection;\n",
        'apps/projectors/src/projection.ts': 'export const projection = 1;\n',
      },
    ],
    [
      'libraries-through-their-entry',
      {
        'apps/command-api/src/handler.ts':
          "import { inner } from '../../../libs/insights/src/clustering/inner';\nexport const handler = inner;\n",
        'libs/insights/src/clustering/inner.ts': 'export const inner = 1;\n',
        'libs/insights/src/index.ts': 'export const entry = 1;\n',
      },
    ],
    [
      'libraries-through-their-entry-between-libraries',
      {
        'libs/ingestion/src/reader.ts': "import { inner } from '../../insights/src/survey/inner';\nexport const reader = inner;\n",
        'libs/insights/src/survey/inner.ts': 'export const inner = 1;\n',
        'libs/insights/src/index.ts': 'export const entry = 1;\n',
      },
    ],
    [
      'infrastructure-through-its-entries',
      {
        'apps/query-api/src/handler.ts':
          "import { guard } from '../../../libs/infrastructure/src/http/auth.guard';\nexport const handler = guard;\n",
        'libs/infrastructure/src/http/auth.guard.ts': 'export const guard = 1;\n',
        'libs/infrastructure/src/http/index.ts': "export * from './auth.guard';\n",
      },
    ],
    [
      'insight-engine-layers',
      {
        'libs/insights/src/representation/svd.ts': "import { seed } from '../clustering/seed';\nexport const svd = seed;\n",
        'libs/insights/src/clustering/seed.ts': 'export const seed = 1;\n',
      },
    ],
    [
      'web-features-stay-apart',
      {
        'apps/web/src/features/home/Home.tsx': "import { Login } from '../auth/Login';\nexport const Home = Login;\n",
        'apps/web/src/features/auth/Login.tsx': 'export const Login = 1;\n',
      },
    ],
  ])('fails a tree that breaks %s', async (rule, files) => {
    expect(ruleNames(await violationsIn(files))).toEqual([rule]);
  });
});
