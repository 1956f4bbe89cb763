import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, SCREENS } from '../support/browser';
import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { type RunningApp, startApp } from '../support/start-app';

/**
 * The built web app and the API docs in Debian's Chromium under the policies the server sends: each
 * page renders and works (login, the live-update socket, Swagger UI calling the API) and
 * the browser reports no violation. Screenshots go to test-results/screens for people to look at.
 */

describe('content security policy in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    app = await startApp({}, { serveWeb: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** A page that records every violation the browser reports, as an event and on the console. */
  async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    // Injected by the browser, not by the page, so the policy under test does not block it. A
    // string, because the server projects' TypeScript has no DOM types.
    await context.addInitScript(`
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline')));
    `);
    const page = await context.newPage();
    const consoleReports: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
    });
    return { page, violations: async () => [...(await page.evaluate<string[]>('window.cspViolations')), ...consoleReports] };
  }

  afterEach(() => context?.close());

  it('runs the web app, login and live updates included, without a violation', async () => {
    const email = 'csp@acme.test';
    const client = new ApiClient(app.baseUrl);
    expect(
      (await client.post('/api/user/create', { email, password: STRONG_PASSWORD, firstName: 'Cleo', lastName: 'Policy', role: 'Product' }))
        .status,
    ).toBe(201);
    const link = (await app.linksSentTo(email)).find((sent) => sent.includes('/email-verification?token='))!;
    expect((await client.post('/api/auth/verify-email', { token: new URL(link).searchParams.get('token') })).status).toBe(200);
    expect((await client.login(email, STRONG_PASSWORD)).status).toBe(200);
    expect((await client.post('/api/customers/api', { name: 'Acme', namespace: 'acme', acceptAllUsers: false })).status).toBe(201);

    const { page, violations } = await watchedPage();
    const response = await page.goto(`${app.baseUrl}/login`);
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.screenshot({ path: path.join(SCREENS, 'csp-login.png'), fullPage: true });

    const liveUpdates = page.waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password( \*)?$/).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/customer/acme');
    await page.getByRole('heading', { name: /Cleo/ }).waitFor();
    const socket = await liveUpdates;
    await socket.waitForEvent('framereceived');
    expect(socket.isClosed()).toBe(false);

    expect(await violations()).toEqual([]);
  });

  it('renders the API docs with Swagger UI, and runs a call from it, without a violation', async () => {
    const { page, violations } = await watchedPage();
    const response = await page.goto(`${app.baseUrl}/api/docs`);
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('.swagger-ui .info .title').waitFor();
    await page.locator('.opblock').first().waitFor();
    // "Try it out" on the first operation (GET /api/health): the page calls the API itself.
    await page.locator('.opblock-summary').first().click();
    await page.getByRole('button', { name: 'Try it out' }).click();
    await page.getByRole('button', { name: 'Execute' }).click();
    await page.locator('.live-responses-table .response-col_status', { hasText: '200' }).waitFor();
    await page.screenshot({ path: path.join(SCREENS, 'csp-api-docs.png'), fullPage: false });

    expect(await violations()).toEqual([]);
  });
});
