import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  logInToOrganisation,
  PHONE,
  photographAndCheck as shoot,
  productAndChromium,
  stopProductAndChromium,
} from '../support/browser';
import { organisationAdmin } from '../support/members';
import type { RunningApp } from '../support/start-app';

/**
 * The analyst stream's keys as an Admin manages them, in Debian's Chromium against the whole
 * product: Settings → Integrations, a key created (its secret shown once) and read the stream with,
 * then revoked after a confirmation; phone layout. Screenshots go to test-results/screens and are
 * checked with axe (no serious or critical violation).
 */

describe('the analyst stream in the browser', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await productAndChromium());
    await organisationAdmin(app, 'ada@stream.test', { name: 'Stream Co', namespace: 'streamco' }, { firstName: 'Ada', lastName: 'Admin' });
    // The product and Chromium can take over a minute to start on a busy 2-core machine.
  }, 120_000);

  afterAll(() => stopProductAndChromium(app, browser));

  async function integrations(page: Page) {
    await logInToOrganisation(page, app.baseUrl, 'ada@stream.test', 'streamco');
    await page.goto(`${app.baseUrl}/settings/integrations`);
    await page.getByRole('heading', { level: 2, name: 'Analyst stream' }).waitFor();
  }

  it('creates a key, reads the stream with it, and revokes it after confirming (desktop)', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await integrations(page);
    await page.getByText('No keys yet.', { exact: false }).waitFor();
    await shoot(page, 'stream-01-integrations-empty-desktop');

    // Keyboard only: the name, then Enter.
    await page.getByLabel('Key name').fill('Data warehouse');
    await page.keyboard.press('Enter');
    const notice = page.getByRole('region', { name: 'Key “Data warehouse” created' });
    await notice.waitFor();
    const secret = (await notice.locator('code').textContent())!.trim();
    expect(secret).toMatch(/^iask_/);
    await shoot(page, 'stream-02-key-created-desktop');

    // The key opens the stream: the organisation's events as newline-delimited JSON.
    const stream = await fetch(`${app.baseUrl}/api/stream/events?from=0`, { headers: { 'x-api-key': secret } });
    expect(stream.status).toBe(200);
    expect(await stream.text()).toContain('organisations.organisation-created.v1');

    await notice.getByRole('button', { name: 'I have saved the key' }).click();
    expect(await page.getByText(secret).count()).toBe(0);
    await page.getByRole('button', { name: 'Revoke the key Data warehouse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this key?' });
    await dialog.waitFor();
    await shoot(page, 'stream-03-revoke-dialog-desktop');
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText(/^Revoked on /).waitFor();
    await shoot(page, 'stream-04-key-revoked-desktop');

    const refused = await fetch(`${app.baseUrl}/api/stream/events?from=0`, { headers: { 'x-api-key': secret } });
    expect(refused.status).toBe(401);
    await context.close();
  });

  it('fits a phone', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await integrations(page);
    await page.getByRole('table', { name: 'Keys of the analyst stream' }).waitFor();
    await shoot(page, 'stream-05-integrations-phone');
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
