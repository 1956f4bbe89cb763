import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './accessibility';
import { STRONG_PASSWORD } from './api-client';
import { type RunningApp, startApp } from './start-app';

/** Debian's Chromium (never a downloaded one); the flags keep it off this machine's closed network. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The screens the browser tests look at the product on: a laptop's, and a phone's. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, locale: 'en-US' };
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

/** Where screenshots go for people to look at. */
export const SCREENS = path.resolve('test-results/screens');

export async function launchChromium(): Promise<Browser> {
  await mkdir(SCREENS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/** Signs in through the login page as a person would (the page must be on the app's origin or be sent there). */
export async function logInThroughPage(page: Page, baseUrl: string, email: string, password = STRONG_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * The whole product, serving the web app, and Chromium to use it in; end both with stopProductAndChromium
 * (in afterAll).
 */
export async function productAndChromium(): Promise<{ app: RunningApp; browser: Browser }> {
  const app = await startApp({}, { serveWeb: true });
  try {
    return { app, browser: await launchChromium() };
  } catch (failure) {
    await app.stop();
    throw failure;
  }
}

/** Closes Chromium and stops the product, either of which may not have started. */
export async function stopProductAndChromium(app: RunningApp | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close();
  await app?.stop();
}

/** Signs in through the login page and waits for the home page of the person's organisation. */
export async function logInToOrganisation(page: Page, baseUrl: string, email: string, namespace: string): Promise<void> {
  await logInThroughPage(page, baseUrl, email);
  await page.waitForURL(`**/customer/${namespace}`);
}

/** A page of a new browser context (a session of its own) signed in to the person's organisation. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  namespace: string,
  options: BrowserContextOptions = DESKTOP,
): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await logInToOrganisation(page, baseUrl, email, namespace);
  return page;
}

/**
 * Waits until no animation runs, so a menu still sliding shut (or a dialog fading in) is not
 * photographed halfway. Polled from here: the page's CSP forbids the eval that waitForFunction uses.
 */
async function animationsFinished(page: Page, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>('document.getAnimations().every((animation) => animation.playState !== "running")'))) {
    if (Date.now() > deadline) throw new Error(`animations still running after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Keeps a picture of the screen in SCREENS, and checks it with axe-core: no serious or critical violation. */
export async function photographAndCheck(page: Page, name: string): Promise<void> {
  await animationsFinished(page);
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true });
  expect({ screen: name, violations: await seriousAccessibilityViolations(page) }).toEqual({ screen: name, violations: [] });
}
