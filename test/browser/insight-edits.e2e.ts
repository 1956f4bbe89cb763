import type { Browser, BrowserContextOptions } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  DESKTOP,
  PHONE,
  photographAndCheck as shoot,
  productAndChromium,
  SCREENS,
  signedInPage,
  stopProductAndChromium,
} from '../support/browser';
import type { ApiClient } from '../support/api-client';
import { said, whySurvey } from '../support/customer-data';
import { analysedProject } from '../support/documents';
import { invitedMember, organisationAdmin } from '../support/members';
import type { RunningApp } from '../support/start-app';

/**
 * Editing an insight in Debian's Chromium against the whole product: Ann removes a snippet with a
 * reason and sees the count drop, sets the team priority, writes a personal note and sees its
 * saved-on date; when Ben changes the insight while her page is open, her next change is refused,
 * the page fetches the insight again and says so; on a phone the same page reads in one column.
 * Screenshots go to test-results/screens and are checked with axe (no serious or critical violation).
 */
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
    ({ app, browser } = await productAndChromium());
    ann = await organisationAdmin(app, annEmail, { name: 'Edit Co', namespace: 'editco' }, { firstName: 'Ann', lastName: 'Admin' });
    ben = await invitedMember(app, ann, benEmail, { firstName: 'Ben', lastName: 'Member' });
    const { productId, insights } = await analysedProject(app, ann, 'Edited', whySurvey(said(['lost_luggage', 'pay_bill'], 0, 15)));
    insightId = insights[0].recommendation_id;
    mentions = insights[0].snippet_count;
    insightPath = `/customer/editco/product/${productId}/recommendation/${insightId}`;
  }, 2 * JOB_MS);

  afterAll(() => stopProductAndChromium(app, browser));

  const signedIn = (email: string, options: BrowserContextOptions) => signedInPage(browser, app.baseUrl, email, 'editco', options);

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
