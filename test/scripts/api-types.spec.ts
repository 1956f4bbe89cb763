import { CommandApiModule } from '@app/command-api/command-api.module';
import { API_TITLE, documentModules } from '@app/infrastructure/http';
import { QueryApiModule } from '@app/query-api/query-api.module';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '../..');
const committed = path.join(root, 'apps/web/src/lib/generated');
const GENERATED_FILES = ['openapi.json', 'api-types.ts'];

/**
 * The web app's API types are generated from the OpenAPI document; this fails when a controller,
 * DTO or response class changed and `npm run api:types` was not run. The document is built here
 * from the sources (so no build is needed), the same way the generator builds it from dist/.
 */
describe('the generated API types of the web app', () => {
  let out: string;

  beforeAll(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'api-types-'));
    const document = path.join(out, 'source-document.json');
    await writeFile(document, JSON.stringify(await documentModules([CommandApiModule, QueryApiModule], API_TITLE)));
    await promisify(execFile)(process.execPath, ['scripts/generate-api-types.mjs', '--document', document, '--out', out], { cwd: root });
  });
  afterAll(() => rm(out, { recursive: true, force: true }));

  it.each(GENERATED_FILES)('%s is up to date (run `npm run api:types` if not)', async (file) => {
    const regenerated = await readFile(path.join(out, file), 'utf8');
    expect(await readFile(path.join(committed, file), 'utf8')).toBe(regenerated);
  });
});
