import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, logInThroughPage, photographAndCheck as shoot } from '../support/browser';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

/**
 * What a new user found in the screens (issue 9, section 5), in Debian's Chromium: page titles follow
 * the route, required fields are marked, no navigation link bounces back home, and the phone's
 * slide-in menu holds the keyboard until Escape. Screenshots go to test-results/screens.
 */
const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'en-US' };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' };
const REQUIRED = 'Please fill out all required fields.';

describe('the screens a new user meets, in the browser', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp({}, { serveWeb: true });
    browser = await launchChromium();
    const owner = await verifiedMember(app, 'nina@newco.test', { firstName: 'Nina', lastName: 'New' });
    expect((await owner.post('/api/customers/api', { name: 'Newco', namespace: 'newco', acceptAllUsers: false })).status).toBe(201);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const logIn = (page: Page, email: string) => logInThroughPage(page, app.baseUrl, email);

  async function expectRequiredMarked(page: Page, fieldLabel: string | RegExp) {
    const field = page.getByLabel(fieldLabel);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ');
    const descriptions = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(descriptions).toContain(REQUIRED);
  }

  for (const [device, options] of [
    ['desktop', DESKTOP],
    ['mobile', PHONE],
  ] as const) {
    it(`titles the pages from login to sign-up and marks the empty fields (${device})`, async () => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}/login`);
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      expect(await page.title()).toBe('Log in · Insight Assistant');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expectRequiredMarked(page, 'Email');
      await expectRequiredMarked(page, /^Password( \*)?$/);
      await shoot(page, `new-user-01-login-required-${device}`);

      await page.getByRole('link', { name: 'Sign up' }).click();
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      expect(await page.title()).toBe('Sign up · Insight Assistant');
      await page.getByLabel(/^Password( \*)?$/).fill('weak');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expectRequiredMarked(page, 'First name');
      await expectRequiredMarked(page, 'Role');
      await page.getByText('Your password does not meet all the requirements above.').waitFor();
      await shoot(page, `new-user-02-signup-problems-${device}`);

      await page.goto(`${app.baseUrl}/reset-password?token=not-checked-before-submit`);
      expect(await page.title()).toBe('Reset password · Insight Assistant');
      await page.getByLabel('New password').fill('weak');
      await page.getByLabel('Confirm password').fill('weak');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByText('Password is too weak. Please choose a stronger password.').waitFor();
      await shoot(page, `new-user-03-reset-weak-${device}`);
      await context.close();
    });
  }

  it('shows the rule for a 25-character organisation name instead of cutting it (desktop and mobile)', async () => {
    await verifiedMember(app, 'omar@elsewhere.test', { firstName: 'Omar', lastName: 'Org' });
    for (const [device, options] of [
      ['desktop', DESKTOP],
      ['mobile', PHONE],
    ] as const) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await logIn(page, 'omar@elsewhere.test');
      await page.waitForURL('**/createorg');
      await page.getByRole('heading', { name: 'Create your organisation' }).waitFor();
      expect(await page.title()).toBe('Create organisation · Insight Assistant');
      const name = page.getByLabel('Organisation name');
      await name.fill('Acme Customer Research Co');
      expect(await name.inputValue()).toBe('Acme Customer Research Co');
      await page.getByRole('button', { name: 'Create organisation' }).click();
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      await page.getByText('The organisation name must be 2 to 24 characters long.').waitFor();
      await shoot(page, `new-user-04-createorg-too-long-${device}`);
      await context.close();
    }
  });

  it('links only to screens that exist: no navigation link bounces back home (desktop)', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await logIn(page, 'nina@newco.test');
    await page.waitForURL('**/customer/newco');
    await page.getByRole('heading', { name: /Nina/ }).waitFor();
    expect(await page.title()).toBe('Home · Insight Assistant');
    await shoot(page, 'new-user-05-home-desktop');

    await page.goto(`${app.baseUrl}/settings/account`);
    await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
    expect(await page.title()).toBe('Account settings · Insight Assistant');
    await shoot(page, 'new-user-06-settings-desktop');

    const hrefs = new Set<string>();
    for (const navigation of ['Main', 'Settings']) {
      for (const link of await page.getByRole('navigation', { name: navigation, exact: true }).getByRole('link').all())
        hrefs.add((await link.getAttribute('href'))!);
    }
    expect([...hrefs].sort()).toEqual([
      '/customer/newco',
      '/customer/newco/saved-insights',
      '/settings/account',
      '/settings/data-library',
      '/settings/integrations',
    ]);
    for (const href of hrefs) {
      await page.goto(`${app.baseUrl}${href}`);
      await page.getByRole('main').getByRole('heading').first().waitFor();
      expect(new URL(page.url()).pathname).toBe(href);
    }
    await context.close();
  });

  it('keeps the keyboard inside the open slide-in menu until Escape (mobile)', async () => {
    const context: BrowserContext = await browser.newContext(PHONE);
    const page = await context.newPage();
    await logIn(page, 'nina@newco.test');
    await page.waitForURL('**/customer/newco');
    await page.getByRole('heading', { name: /Nina/ }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const closeButton = page.getByRole('button', { name: 'Close menu' });
    await page.getByRole('link', { name: 'Settings' }).waitFor();
    await shoot(page, 'new-user-07-menu-open-mobile');

    // Home, Insights, Data Library, Settings, Invite coworkers and the close button: round forwards, then backwards, focus never leaves them.
    // Page functions as text: the server's type check has no DOM types.
    const focusIsInsideMenu = () =>
      page.evaluate<boolean>(`(() => {
        const button = document.querySelector('[aria-controls][aria-expanded="true"]');
        const drawer = document.getElementById(button.getAttribute('aria-controls'));
        return document.activeElement === button || drawer.contains(document.activeElement);
      })()`);
    const visited = new Set<string>();
    for (let press = 0; press < 10; press += 1) {
      await page.keyboard.press(press < 6 ? 'Tab' : 'Shift+Tab');
      expect(await focusIsInsideMenu()).toBe(true);
      visited.add(
        await page.evaluate<string>("document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label') || ''"),
      );
    }
    expect(visited).toEqual(new Set(['Home', 'Insights', 'Data Library', 'Settings', 'Invite coworkers', 'Close menu']));

    await page.keyboard.press('Escape');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate<string | null>("document.activeElement?.getAttribute('aria-label') ?? null")).toBe('Open menu');
    expect(await closeButton.count()).toBe(0);
    await context.close();
  });
});
