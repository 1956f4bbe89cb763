import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './accessibility';

/** Debian's Chromium (never a downloaded one); the flags keep it off this machine's closed network. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Where screenshots go for people to look at. */
export const SCREENS = path.resolve('test-results/screens');

export async function launchChromium(): Promise<Browser> {
  await mkdir(SCREENS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/** Keeps a picture of the screen in SCREENS, and checks it with axe-core: no serious or critical violation. */
export async function photographAndCheck(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true });
  expect({ screen: name, violations: await seriousAccessibilityViolations(page) }).toEqual({ screen: name, violations: [] });
}
