import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, logInThroughPage, photographAndCheck, SCREENS } from '../support/browser';
import { type RunningApp, startApp } from '../support/start-app';

/**
 * A person in Debian's Chromium: signs up, verifies from the mail outbox, creates the
 * organisation, lands on the home greeting and switches the interface to Japanese. Screenshots of
 * each screen go to test-results/screens for people to look at.
 */

describe('onboarding in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  const shoot = (name: string) => photographAndCheck(page, name);

  beforeAll(async () => {
    app = await startApp({}, { serveWeb: true });
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('signs up, verifies, creates the organisation, greets, and switches to Japanese', async () => {
    await page.goto(`${app.baseUrl}/signup`);
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Lima');
    await page.getByLabel('Email').fill('ana@acme.test');
    await page.getByLabel(/^Password( \*)?$/).fill('Correct-Horse-42');
    await page.getByLabel('Confirm password').fill('Correct-Horse-42');
    await page.getByLabel('Role').selectOption('Product');
    await shoot('01-signup');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await page.waitForURL('**/email-verification/send');
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await shoot('02-verification-sent');

    const link = (await app.linksSentTo('ana@acme.test')).find((sent) => sent.includes('/email-verification?token='))!;
    const { pathname, search } = new URL(link);
    await page.goto(`${app.baseUrl}${pathname}${search}`);
    await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
    await shoot('03-email-verified');
    await page
      .getByRole('button', { name: 'Continue' })
      .or(page.getByRole('link', { name: 'Continue' }))
      .click();

    await page.waitForURL('**/createorg');
    await page.getByLabel('Organisation name').fill('Acme');
    await page.getByLabel('Organisation URL').fill('acme');
    await shoot('04-create-organisation');
    await page.getByRole('button', { name: 'Create organisation' }).click();

    await page.waitForURL('**/customer/acme');
    const greeting = page.getByRole('heading', { name: /^Good (morning|afternoon|evening), Ana$/ });
    await greeting.waitFor();
    await shoot('05-home');

    await page.goto(`${app.baseUrl}/settings/account`);
    await page.getByLabel('Interface language').selectOption('ja');
    await page.getByRole('heading', { name: 'アカウント', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    await shoot('06-account-japanese');

    // The choice is the user's saved preference: a new session in a fresh browser shows Japanese.
    const fresh = await browser.newContext({ locale: 'en-US' });
    const again = await fresh.newPage();
    await logInThroughPage(again, app.baseUrl, 'ana@acme.test', 'Correct-Horse-42');
    await again.waitForURL('**/customer/acme');
    await again.getByRole('heading', { name: /Ana/ }).waitFor();
    expect(await again.locator('html').getAttribute('lang')).toBe('ja');
    await again.screenshot({ path: path.join(SCREENS, '07-home-japanese.png'), fullPage: true });
    await fresh.close();
  });
});
