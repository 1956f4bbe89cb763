import { Logger } from '@nestjs/common';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ApiClient } from '../support/api-client';
import { type RunningApp, startApp } from '../support/start-app';

/** Asks for a file and hangs up as soon as the first bytes arrive, as a closed tab does. */
function hangUpMidway(baseUrl: string, pathname: string): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get(`${baseUrl}${pathname}`, { headers: { 'accept-encoding': 'identity' } }, (response) => {
      response.once('data', () => {
        request.destroy();
        setTimeout(resolve, 100);
      });
    });
    request.on('error', () => undefined);
  });
}

/** Asks for a file and hangs up before any answer, as a tab closed while its scripts load does. */
function hangUpAtOnce(baseUrl: string, pathname: string): Promise<void> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.end(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`, () => {
        socket.destroy();
        setTimeout(resolve, 100);
      });
    });
    socket.on('error', () => undefined);
  });
}

describe('a download the browser abandons', () => {
  let app: RunningApp;
  let webDistDir: string;
  let errors: jest.SpyInstance;

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><script type="module" src="/assets/big.js"></script>');
    await writeFile(path.join(webDistDir, 'assets/big.js'), `// ${'x'.repeat(8 * 1024 * 1024)}\n`);
    app = await startApp({ WEB_DIST_DIR: webDistDir }, { serveWeb: true });
    errors = jest.spyOn(Logger.prototype, 'error');
  });
  afterAll(async () => {
    errors.mockRestore();
    await app.stop();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it('neither logs an error nor harms the server, halfway or before the answer began', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await hangUpMidway(app.baseUrl, '/assets/big.js');
    for (let attempt = 0; attempt < 5; attempt += 1) await hangUpAtOnce(app.baseUrl, '/assets/big.js');
    expect(errors).not.toHaveBeenCalled();
    expect((await new ApiClient(app.baseUrl).get('/api/health')).status).toBe(200);
    const whole = await fetch(`${app.baseUrl}/assets/big.js`);
    expect(whole.status).toBe(200);
    expect((await whole.text()).length).toBe(8 * 1024 * 1024 + 4);
  });
});
