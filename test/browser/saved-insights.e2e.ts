import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  logInToOrganisation,
  PHONE,
  photographAndCheck as shoot,
  productAndChromium,
  stopProductAndChromium,
} from '../support/browser';
import type { ApiClient } from '../support/api-client';
import { said, whySurvey } from '../support/customer-data';
import { analysedProject, type ListedInsight } from '../support/documents';
import { organisationAdmin } from '../support/members';
import type { RunningApp } from '../support/start-app';

/**
 * Followed Insights as a member uses them, in Debian's Chromium against the whole product: an
 * insight saved from its page lights the Insights dot, Insights lists it under each filter, its
 * page (by its id alone) shows its changelog and collaborators, and the look back slides it to how
 * it stood when it was found. Desktop and phone; screenshots in test-results/screens, checked with
 * axe (no serious or critical violation).
 */
const JOB_MS = 120_000;
const EMAIL = 'fay@followed.test';

describe('Followed Insights in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let owner: ApiClient;
  let productId: string;
  let insights: ListedInsight[];

  beforeAll(async () => {
    ({ app, browser } = await productAndChromium());
    owner = await organisationAdmin(app, EMAIL, { name: 'Follow Co', namespace: 'followco' }, { firstName: 'Fay', lastName: 'Follower' });
    const survey = whySurvey(said(['lost_luggage', 'pay_bill', 'credit_score'], 0, 15));
    ({ productId, insights } = await analysedProject(app, owner, 'Travel feedback', survey, JOB_MS));
    // One insight followed already, so the filters have more than the one saved in the browser.
    expect((await owner.post(`/api/recommendations/${insights[1].recommendation_id}/follow`)).status).toBe(200);
  }, 2 * JOB_MS);

  afterAll(() => stopProductAndChromium(app, browser));

  const logIn = (page: Page) => logInToOrganisation(page, app.baseUrl, EMAIL, 'followco');

  it(
    'saves an insight, follows the dot to Followed Insights, filters, opens it and looks back along its changelog (desktop)',
    async () => {
      const context = await browser.newContext(DESKTOP);
      const page = await context.newPage();
      await logIn(page);
      const nav = page.getByRole('navigation', { name: 'Main' }).first();
      const first = insights[0];

      await page.goto(`${app.baseUrl}/customer/followco/product/${productId}/recommendation/${first.recommendation_id}`);
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
      // The dot pulses on Insights, and is said once to screen readers.
      await nav.locator('.nudge-dot.is-pulsing').waitFor();
      await page.getByText('Insight saved. You will find it under Insights.').waitFor({ state: 'attached' });
      await nav.locator('.nudge-dot:not(.is-pulsing)').waitFor({ timeout: 5000 });
      await shoot(page, 'saved-insights-01-dot-desktop');

      // Still there after a reload: the organisation's flag keeps it until Insights is opened.
      await page.reload();
      await nav.locator('.nudge-dot').waitFor();
      await nav.getByRole('link', { name: 'Insights (new saved insight)' }).click();
      await page.waitForURL('**/customer/followco/saved-insights');
      await page.getByRole('heading', { level: 1, name: 'Followed Insights' }).waitFor();
      expect(await nav.locator('.nudge-dot').count()).toBe(0);
      const cards = page
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) });
      await cards.filter({ hasText: first.title }).waitFor();
      expect(await cards.count()).toBe(2);
      await shoot(page, 'saved-insights-02-frequency-desktop');

      // The filters are tabs: the arrow keys move between them.
      await page.getByRole('tab', { name: 'Frequency of Mention' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForURL('**/saved-insights?filter=recent');
      // The one saved last comes first.
      await cards.first().filter({ hasText: first.title }).waitFor();
      await page.getByRole('tab', { name: 'All Insights' }).click();
      await page.waitForURL('**/saved-insights?filter=all');
      await cards.filter({ hasText: first.title }).waitFor();

      // The card opens the insight by its id alone; its page finds the project.
      await page.getByRole('link', { name: first.title }).click();
      await page.waitForURL(`**/customer/followco/insight/${first.recommendation_id}`);
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      const changelog = page.getByRole('region', { name: 'Changelog' });
      await changelog.getByText('Fay Follower saved it').waitFor();
      await changelog.getByText('An analysis found it in version 1').waitFor();
      await page.getByRole('region', { name: 'Collaborators' }).getByText('Fay Follower').first().waitFor();

      // Back to the moment it was found: not saved yet.
      const slider = page.getByRole('slider', { name: 'Moment in the changelog' });
      await slider.focus();
      await page.keyboard.press('Home');
      await page.getByRole('heading', { name: /^As of / }).waitFor();
      const then = page.locator('.look-back__view');
      await then.getByText('Saved by you').waitFor();
      expect(await then.locator('dt:has-text("Saved by you") + dd').textContent()).toBe('No');
      await page.getByRole('region', { name: 'Look back' }).scrollIntoViewIfNeeded();
      await shoot(page, 'saved-insights-03-look-back-desktop');
      await page.getByRole('button', { name: 'Back to now' }).click();
      expect(await page.getByRole('heading', { name: /^As of / }).count()).toBe(0);

      // The project's changelog, downloaded as CSV for auditors.
      await page.getByRole('link', { name: 'Back to the project' }).click();
      const projectChangelog = page.getByRole('region', { name: 'Changelog' });
      await projectChangelog.getByText('Fay Follower saved it').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        projectChangelog.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
        'at,action,recommendation_id,recommendation_title,actor_id,actor_name,reason,search_query,from,to,new_mentions,version',
      );
      expect(csv).toContain(',saved,');
      await projectChangelog.scrollIntoViewIfNeeded();
      await shoot(page, 'saved-insights-07-project-changelog-desktop');
      await context.close();
    },
    3 * JOB_MS,
  );

  it(
    'shows the dot on the phone menu and lists Followed Insights on a phone',
    async () => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await logIn(page);
      // A save made elsewhere (another tab) set the flag: the phone's menu button carries the dot.
      await page.goto(`${app.baseUrl}/customer/followco/product/${productId}/recommendation/${insights[2].recommendation_id}`);
      await page.getByRole('heading', { level: 1, name: insights[2].title }).waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
      await page.locator('.topnav__menu-button .nudge-dot').waitFor();
      await shoot(page, 'saved-insights-04-dot-phone');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('.topnav__drawer').getByRole('link', { name: 'Insights (new saved insight)' }).click();
      await page.getByRole('heading', { level: 1, name: 'Followed Insights' }).waitFor();
      await page.getByRole('link', { name: insights[2].title }).waitFor();
      await shoot(page, 'saved-insights-05-list-phone');

      await page.getByRole('link', { name: insights[2].title }).click();
      await page.getByRole('region', { name: 'Changelog' }).getByText('Fay Follower saved it').waitFor();
      await page.getByRole('region', { name: 'Look back' }).scrollIntoViewIfNeeded();
      await shoot(page, 'saved-insights-06-insight-phone');
      await context.close();
    },
    2 * JOB_MS,
  );
});
