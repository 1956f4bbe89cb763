import type { Browser } from 'playwright-core';
import { launchChromium, logInThroughPage } from '../support/browser';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

/**
 * Refresh cookies rotate, and presenting a rotated-away one ends the session (it may be a stolen
 * copy). Two tabs of one browser share the cookie: reloading both at once must not look like theft.
 */
describe('two tabs of one browser', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp({}, { serveWeb: true });
    const owner = await verifiedMember(app, 'tabs@tabs.test', { firstName: 'Tess', lastName: 'Tabs' });
    expect((await owner.post('/api/customers/api', { name: 'Tabs', namespace: 'tabsorg', acceptAllUsers: false })).status).toBe(201);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('keeps the session when both tabs refresh it at the same moment, again and again', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const first = await context.newPage();
    await logInThroughPage(first, app.baseUrl, 'tabs@tabs.test');
    await first.waitForURL('**/customer/tabsorg');
    const second = await context.newPage();
    await second.goto(`${app.baseUrl}/customer/tabsorg`);
    const greeting = /^Good (morning|afternoon|evening), Tess$/;
    await second.getByRole('heading', { name: greeting }).waitFor();

    for (let round = 0; round < 4; round += 1) {
      // A reload starts from the refresh cookie alone: both tabs refresh at once.
      await Promise.all([first.reload(), second.reload()]);
      for (const tab of [first, second]) {
        await tab.getByRole('heading', { name: greeting }).waitFor({ timeout: 10_000 });
        expect(new URL(tab.url()).pathname).toBe('/customer/tabsorg');
      }
    }
    await context.close();
  });
});
