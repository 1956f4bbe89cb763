import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type RunningApp, startApp } from '../support/start-app';

/** The policy as directive -> sources, so a test can ask about one directive. */
function parsePolicy(header: string | null): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

const get = (app: RunningApp, pathname: string) => fetch(`${app.baseUrl}${pathname}`);

/**
 * The headers of SECURITY.md "The web app is served with a strict Content-Security-Policy; HSTS
 * when the public URL is https", over HTTP against the started app, with a small web build of its
 * own (an index page, a script and its source map) so the answers do not depend on `npm run build:web`.
 */
describe('security headers', () => {
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
    await writeFile(path.join(webDistDir, 'assets/app.js'), 'console.log("app");\n//# sourceMappingURL=app.js.map');
    await writeFile(path.join(webDistDir, 'assets/app.js.map'), '{"version":3,"sources":["app.tsx"],"mappings":""}');
  });
  afterAll(() => rm(webDistDir, { recursive: true, force: true }));

  describe('in development over http', () => {
    let app: RunningApp;
    beforeAll(async () => {
      app = await startApp({ WEB_DIST_DIR: webDistDir, PUBLIC_URL: 'http://localhost:3000' }, { serveWeb: true });
    });
    afterAll(() => app.stop());

    it('serves the web app under a strict policy: its own scripts only, nothing inline or evaluated', async () => {
      for (const pathname of ['/', '/login', '/assets/app.js']) {
        const response = await get(app, pathname);
        expect(response.status).toBe(200);
        const policy = parsePolicy(response.headers.get('content-security-policy'));
        expect(policy).toEqual({
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'"],
          'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        });
        expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
        expect(response.headers.get('x-frame-options')).toBe('DENY');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      }
    });

    it('gives API answers a policy that lets them load nothing and be framed by nothing', async () => {
      const response = await get(app, '/api/health');
      expect(response.status).toBe(200);
      expect(parsePolicy(response.headers.get('content-security-policy'))).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    });

    it('lets the API docs page use inline style, never inline script', async () => {
      const response = await get(app, '/api/docs');
      expect(response.status).toBe(200);
      const policy = parsePolicy(response.headers.get('content-security-policy'));
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
    });

    it('sends no HSTS when the public URL is http', async () => {
      expect((await get(app, '/')).headers.get('strict-transport-security')).toBeNull();
      expect((await get(app, '/api/health')).headers.get('strict-transport-security')).toBeNull();
    });

    it('serves source maps outside production, and answers a missing asset with 404 rather than the page', async () => {
      expect((await get(app, '/assets/app.js.map')).status).toBe(200);
      expect((await get(app, '/assets/missing.js')).status).toBe(404);
    });
  });

  describe('in production over https', () => {
    let app: RunningApp;
    beforeAll(async () => {
      app = await startApp({ WEB_DIST_DIR: webDistDir, PUBLIC_URL: 'https://insight.example', NODE_ENV: 'production' }, { serveWeb: true });
    });
    afterAll(() => app.stop());

    it('sends HSTS for a year, subdomains included, on the web app and the API', async () => {
      for (const pathname of ['/', '/api/health']) {
        expect((await get(app, pathname)).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      }
    });

    it('does not serve source maps', async () => {
      expect((await get(app, '/assets/app.js')).status).toBe(200);
      const map = await get(app, '/assets/app.js.map');
      expect(map.status).toBe(404);
      expect(await map.text()).not.toContain('mappings');
    });
  });
});
