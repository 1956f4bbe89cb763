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
 * Comments and mentions as two members of one organisation use them, in Debian's Chromium against
 * the whole product: Ann comments on an insight mentioning Ben, chosen from the member list with the
 * keyboard; Ben, on a phone, sees the mention in the bell without reloading, replies from there and
 * opens the comment; Ann sees his reply arrive live. Text is shown as text. Screenshots go to
 * test-results/screens and are checked with axe (no serious or critical violation).
 */
const JOB_MS = 120_000;
const XSS = '<img src=x onerror=alert(1)>';

describe('insight comments in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let ann: ApiClient;
  const annEmail = `ann-${randomUUID()}@comments.test`;
  const benEmail = `ben-${randomUUID()}@comments.test`;
  let insightPath: string;

  beforeAll(async () => {
    ({ app, browser } = await productAndChromium());
    ann = await organisationAdmin(app, annEmail, { name: 'Comment Co', namespace: 'commentco' }, { firstName: 'Ann', lastName: 'Admin' });
    await invitedMember(app, ann, benEmail, { firstName: 'Ben', lastName: 'Member' });
    const { productId, insights } = await analysedProject(app, ann, 'Discussed', whySurvey(said(['lost_luggage', 'pay_bill'], 0, 15)));
    insightPath = `/customer/commentco/product/${productId}/recommendation/${insights[0].recommendation_id}`;
  }, 2 * JOB_MS);

  afterAll(() => stopProductAndChromium(app, browser));

  const signedIn = (email: string, options: BrowserContextOptions) => signedInPage(browser, app.baseUrl, email, 'commentco', options);

  it(
    'lets Ann mention Ben, Ben see it in the bell and reply, and Ann see the reply live',
    async () => {
      const annPage = await signedIn(annEmail, DESKTOP);
      await annPage.goto(`${app.baseUrl}${insightPath}`);
      const comments = annPage.getByRole('region', { name: 'Comments' });
      await comments.getByText('No Comments Found.').waitFor();
      await shoot(annPage, 'comments-01-empty-desktop');

      // A mention chosen with the keyboard from the member list.
      const field = comments.getByRole('textbox', { name: 'Start a new discussion' });
      await field.click();
      await field.pressSequentially(`Text stays text: ${XSS} — can you check this, @Be`);
      const picker = comments.getByRole('listbox', { name: 'Members to mention' });
      await picker.getByRole('option', { name: 'Ben Member' }).waitFor();
      await shoot(annPage, 'comments-02-mention-picker-desktop');
      // The section alone, close up: a whole insight page is too tall to read the comments in.
      await comments.screenshot({ path: path.join(SCREENS, 'comments-02b-mention-picker-section.png') });
      await annPage.keyboard.press('Enter');
      await field.pressSequentially('?');
      await comments.getByRole('button', { name: 'Comment', exact: true }).click();
      const annComment = comments.getByRole('article', { name: 'Comment by Ann Admin' });
      await annComment.waitFor();
      await annComment.getByText(`Text stays text: ${XSS} — can you check this, @Ben Member ?`).waitFor();
      expect(await comments.locator('img').count()).toBe(0);

      // Ben, on a phone, hears of it in the bell (it was already there when he signed in, or arrives live).
      const benPage = await signedIn(benEmail, PHONE);
      const bell = benPage.getByRole('button', { name: 'Notifications, 1 unread' });
      await bell.waitFor();
      await bell.click();
      const panel = benPage.getByRole('region', { name: 'Notifications' });
      await panel.getByRole('link', { name: /Ann Admin mentioned you on/ }).waitFor();
      await shoot(benPage, 'comments-03-bell-phone');

      // He answers from the bell.
      await panel.getByRole('button', { name: 'Reply Your reply to Ann Admin' }).click();
      await panel.getByRole('textbox', { name: 'Your reply to Ann Admin' }).fill('On it, looking now.');
      await panel.getByRole('button', { name: 'Send reply' }).click();
      await panel.getByText('Reply sent.').waitFor();

      // Ann sees the reply arrive without reloading.
      await comments.getByRole('article', { name: 'Comment by Ben Member' }).getByText('On it, looking now.').waitFor({ timeout: 10_000 });
      await shoot(annPage, 'comments-04-reply-live-desktop');
      await comments.screenshot({ path: path.join(SCREENS, 'comments-04b-reply-live-section.png') });

      // Ben opens the comment itself: the link reads the notification and brings the comment into view.
      await panel.getByRole('link', { name: /Ann Admin mentioned you on/ }).click();
      await benPage.waitForURL(/#comment-/);
      const benComments = benPage.getByRole('region', { name: 'Comments' });
      await benComments.getByRole('article', { name: 'Comment by Ann Admin' }).waitFor();
      await benPage.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      // Ben may not delete Ann's comment; an Admin (Ann) may delete any.
      expect(await benComments.getByRole('button', { name: 'Delete the comment by Ann Admin' }).count()).toBe(0);
      await shoot(benPage, 'comments-05-insight-phone');
      await benComments.screenshot({ path: path.join(SCREENS, 'comments-05b-insight-section-phone.png') });

      // Ann deletes her comment after confirming; Ben's reply keeps the chain.
      await comments.getByRole('button', { name: 'Delete the comment by Ann Admin' }).click();
      const dialog = annPage.getByRole('dialog', { name: 'Delete this comment?' });
      await dialog.waitFor();
      await shoot(annPage, 'comments-06-delete-desktop');
      await dialog.getByRole('button', { name: 'Delete comment' }).click();
      await annComment.waitFor({ state: 'detached' });
      await benComments.getByRole('article', { name: 'Comment by Ann Admin' }).waitFor({ state: 'detached', timeout: 10_000 });
      await benComments.getByText('On it, looking now.').waitFor();
    },
    3 * JOB_MS,
  );
});
