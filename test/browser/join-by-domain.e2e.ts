import type { Browser } from 'playwright-core';
import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { launchChromium, logInThroughPage, photographAndCheck as shoot } from '../support/browser';
import { type RunningApp, startApp } from '../support/start-app';

/**
 * Colleagues of an organisation that accepts everyone from its email domain, in Debian's Chromium:
 * verifying their address enrols nobody; the create-organisation page asks whether to join, and
 * joining takes them home. One on a desktop with the mouse, one on a phone-sized screen with the
 * keyboard. Screenshots go to test-results/screens for people to look at.
 */
const QUESTION = 'Acme Research uses your email domain acme.test: join it?';

describe('joining an organisation by email domain in the browser', () => {
  let app: RunningApp;
  let browser: Browser;

  async function verificationPath(email: string): Promise<string> {
    const link = (await app.linksSentTo(email)).find((sent) => sent.includes('/email-verification?token='))!;
    const { pathname, search } = new URL(link);
    return `${app.baseUrl}${pathname}${search}`;
  }

  beforeAll(async () => {
    app = await startApp({}, { serveWeb: true });
    browser = await launchChromium();

    // The organisation's creator, set up over HTTP: Acme Research accepts everyone at acme.test.
    const boss = new ApiClient(app.baseUrl);
    expect(
      (
        await boss.post('/api/user/create', {
          email: 'boss@acme.test',
          password: STRONG_PASSWORD,
          firstName: 'Bo',
          lastName: 'Ss',
          role: 'Founder',
        })
      ).status,
    ).toBe(201);
    const token = new URL((await app.linksSentTo('boss@acme.test'))[0]).searchParams.get('token');
    expect((await boss.post('/api/auth/verify-email', { token })).status).toBe(200);
    await boss.login('boss@acme.test', STRONG_PASSWORD);
    expect((await boss.post('/api/customers/api', { name: 'Acme Research', namespace: 'acme', acceptAllUsers: true })).status).toBe(201);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('signs up, verifies, is asked, and joins with the mouse on a desktop', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/signup`);
    await page.getByLabel('First name').fill('Cole');
    await page.getByLabel('Last name').fill('League');
    await page.getByLabel('Email').fill('colleague@acme.test');
    await page.getByLabel(/^Password( \*)?$/).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
    await page.getByLabel('Role').selectOption('Research');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/email-verification/send');

    await page.goto(await verificationPath('colleague@acme.test'));
    await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
    await page
      .getByRole('button', { name: 'Continue' })
      .or(page.getByRole('link', { name: 'Continue' }))
      .click();

    // Verifying enrolled nobody: she lands on the create page and is asked.
    await page.waitForURL('**/createorg');
    await page.getByRole('heading', { name: QUESTION }).waitFor();
    await page.getByLabel('Organisation name').waitFor();
    await shoot(page, 'join-01-offer-desktop');

    await page.getByRole('button', { name: 'Join Acme Research' }).click();
    await page.waitForURL('**/customer/acme');
    await page.getByRole('heading', { name: /^Good (morning|afternoon|evening), Cole$/ }).waitFor();
    await shoot(page, 'join-02-home-desktop');
    await context.close();
  });

  it('is asked on a phone-sized screen and joins with the keyboard', async () => {
    const second = new ApiClient(app.baseUrl);
    expect(
      (
        await second.post('/api/user/create', {
          email: 'mo@acme.test',
          password: STRONG_PASSWORD,
          firstName: 'Mo',
          lastName: 'Bile',
          role: 'Design',
        })
      ).status,
    ).toBe(201);
    const token = new URL(await verificationPath('mo@acme.test')).searchParams.get('token');
    expect((await second.post('/api/auth/verify-email', { token })).status).toBe(200);

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    const page = await context.newPage();
    await logInThroughPage(page, app.baseUrl, 'mo@acme.test');
    await page.waitForURL('**/createorg');
    const join = page.getByRole('button', { name: 'Join Acme Research' });
    await join.waitFor();
    await shoot(page, 'join-03-offer-mobile');
    // Nothing sticks out sideways on a phone.
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(390);

    await join.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/customer/acme');
    await page.getByRole('heading', { name: /Mo$/ }).waitFor();
    await shoot(page, 'join-04-home-mobile');
    await context.close();
  });
});
