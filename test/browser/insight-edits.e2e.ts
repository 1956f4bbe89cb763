import type { Browser, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { launchChromium, logInThroughPage, photographAndCheck as shoot, SCREENS } from '../support/browser';
import type { ApiClient } from '../support/api-client';
import { csvCell, said } from '../support/customer-data';
import { analysisEnded, uploadedReady } from '../support/documents';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

/**
 * Editing an insight in Debian's Chromium against the whole product: Ann removes a snippet with a
 * reason and sees the count drop, sets the team priority, writes a personal note and sees its
 * saved-on date; when Ben changes the insight while her page is open, her next change is refused,
 * the page fetches the insight again and says so; on a phone the same page reads in one column.
 * Screenshots go to test-results/screens and are checked with axe (no serious or critical violation).
 */
const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'en-US' };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' };
const JOB_MS = 120_000;

describe('insight edits in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let ann: ApiClient;
  let ben: ApiClient;
  const annEmail = `ann-${randomUUID()}@edits.test`;
  const benEmail = `ben-${randomUUID()}@edits.test`;
  let insightId: string;
  let insightPath: string;
  let mentions: number;

  beforeAll(async () => {
    app = await startApp({}, { serveWeb: true });
    ann = await verifiedMember(app, annEmail, { firstName: 'Ann', lastName: 'Admin' });
    expect((await ann.post('/api/customers/api', { name: 'Edit Co', namespace: 'editco', acceptAllUsers: false })).status).toBe(201);
    expect((await ann.post('/api/customers/invitations', { email: benEmail })).status).toBe(201);
    ben = await verifiedMember(app, benEmail, { firstName: 'Ben', lastName: 'Member' });
    const texts = said(['lost_luggage', 'pay_bill'], 0, 15);
    const survey = await uploadedReady(app, ann, 'survey.csv', Buffer.from(['Why', ...texts.map(csvCell)].join('\n')));
    const created = await ann.post('/api/products/api', { type: 'insights', name: 'Edited', description: '', document_ids: [survey] });
    expect((await analysisEnded(ann, created.body.product_id, created.body.job_id)).status).toBe('succeeded');
    const [first] = (await ann.get(`/api/recommendations/v2?product=${created.body.product_id}`)).body.recommendations;
    insightId = first.recommendation_id;
    mentions = first.snippet_count;
    insightPath = `/customer/editco/product/${created.body.product_id}/recommendation/${insightId}`;
    browser = await launchChromium();
  }, 2 * JOB_MS);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function signedIn(email: string, options: typeof DESKTOP | typeof PHONE): Promise<Page> {
    const page = await (await browser.newContext(options)).newPage();
    await logInThroughPage(page, app.baseUrl, email);
    await page.waitForURL('**/customer/editco');
    return page;
  }

  it(
    'removes a snippet with a reason, sets the team priority, keeps a note, and says when someone else changed the insight',
    async () => {
      const page = await signedIn(annEmail, DESKTOP);
      await page.goto(`${app.baseUrl}${insightPath}`);
      const list = page.getByRole('region', { name: `All mentions (${mentions})` });
      await list.waitFor();

      // A snippet out, with a reason given in the dialog.
      const removeButtons = list.getByRole('button', { name: /^Remove this snippet from the insight/ });
      await removeButtons.first().click();
      const dialog = page.getByRole('dialog', { name: 'Remove this snippet' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Remove snippet' }).click();
      await dialog.getByText('Please say why this snippet is removed.').waitFor();
      await dialog
        .getByRole('textbox', { name: /Why does it not belong to this insight\?/ })
        .fill('Said by our own support team, not a customer');
      await shoot(page, 'edits-01-remove-snippet-dialog-desktop');
      await dialog.getByRole('button', { name: 'Remove snippet' }).click();
      await dialog.waitFor({ state: 'detached' });
      const after = page.getByRole('region', { name: `All mentions (${mentions - 1})` });
      await after.getByText(`The snippet was removed. This insight now has ${mentions - 1} mentions.`).waitFor();
      await shoot(page, 'edits-02-snippet-removed-desktop');

      // The team's priority.
      const scores = page.getByRole('region', { name: 'Scores' });
      await scores.getByRole('combobox', { name: 'Team priority' }).selectOption('high');
      await scores.getByRole('button', { name: 'Set priority' }).click();
      await scores.getByText('Team priority set to High.').waitFor();
      await scores.getByText('High', { exact: true }).first().waitFor();
      await scores.screenshot({ path: path.join(SCREENS, 'edits-03-team-priority-section.png') });

      // A note only Ann sees.
      const note = page.getByRole('region', { name: 'Your note' });
      await note.getByText('You have no note on this insight yet.').waitFor();
      await note.getByRole('textbox', { name: 'Personal note' }).fill('Ask sales which accounts raised this before the QBR.');
      await note.getByRole('button', { name: 'Save note' }).click();
      await note.getByText('Your note was saved.').waitFor();
      await note.getByText(/^Saved on /).waitFor();
      await note.screenshot({ path: path.join(SCREENS, 'edits-04-note-section.png') });
      expect((await ben.get(`/api/recommendations/${insightId}/note`)).body.text).toBeNull();

      // Ben changes the priority while Ann's page is open: her next change is refused and the page says so.
      expect((await ben.post(`/api/recommendations/${insightId}/team-priority`, { priority: 'urgent' })).status).toBe(200);
      const revision = (await ann.get(`/api/recommendations/v2?recommendation=${insightId}`)).body.recommendation.revision;
      // Her page may already show Ben's change (live updates): make the change she asks for one her page did not see.
      await page.route('**/api/recommendations/*/team-priority', (route) =>
        route.continue({ headers: { ...route.request().headers(), 'if-match': `"${revision - 1}"` } }),
      );
      await scores.getByRole('combobox', { name: 'Team priority' }).selectOption('low');
      await scores.getByRole('button', { name: 'Set priority' }).click();
      await scores.getByText('This insight changed since you opened it. We refreshed it: check what changed and try again.').waitFor();
      await page.unroute('**/api/recommendations/*/team-priority');
      await scores.getByText('Urgent', { exact: true }).first().waitFor();
      await shoot(page, 'edits-05-changed-meanwhile-desktop');

      // The same page on a phone.
      const phone = await signedIn(annEmail, PHONE);
      await phone.goto(`${app.baseUrl}${insightPath}`);
      await phone
        .getByRole('region', { name: 'Your note' })
        .getByText(/^Saved on /)
        .waitFor();
      await shoot(phone, 'edits-06-insight-phone');
      await phone
        .getByRole('region', { name: `All mentions (${mentions - 1})` })
        .screenshot({ path: path.join(SCREENS, 'edits-07-mentions-section-phone.png') });
    },
    3 * JOB_MS,
  );
});
