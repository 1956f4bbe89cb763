import type { Browser, Page } from 'playwright-core';
import { launchChromium, logInThroughPage, photographAndCheck } from '../support/browser';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

/** The invitation dialog's answers as a person sees them: sent, sent again, and refused with a reason. */
describe('inviting coworkers in the browser', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp({}, { serveWeb: true });
    const owner = await verifiedMember(app, 'ines@invite.test', { firstName: 'Ines', lastName: 'Vite' });
    expect((await owner.post('/api/customers/api', { name: 'Invite Co', namespace: 'inviteco', acceptAllUsers: false })).status).toBe(201);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function invite(page: Page, email: string): Promise<string> {
    await page.getByLabel("Coworker's email").fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const answer = page.getByRole('dialog').getByRole('alert').or(page.getByRole('dialog').getByRole('status'));
    await answer.first().waitFor();
    return (await answer.first().textContent()) ?? '';
  }

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ])('says why an invitation is refused and when one is sent again (%s)', async (name, viewport) => {
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    const page = await context.newPage();
    await logInThroughPage(page, app.baseUrl, 'ines@invite.test');
    await page.waitForURL('**/customer/inviteco');
    if (name === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Invite coworkers' }).first().click();
    await page.getByRole('dialog').waitFor();

    expect(await invite(page, 'ines@invite.test')).toContain('You cannot invite yourself.');
    await photographAndCheck(page, `invite-01-refused-${name}`);
    const coworker = `coworker-${name}@invite.test`;
    expect(await invite(page, coworker)).toContain(`Invitation sent to ${coworker}.`);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Invite coworkers' }).first().click();
    expect(await invite(page, coworker)).toContain(`Invitation sent again to ${coworker}.`);
    await photographAndCheck(page, `invite-02-sent-again-${name}`);
    await context.close();
  });
});
