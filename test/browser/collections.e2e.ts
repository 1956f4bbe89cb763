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
 * Collections as a member uses them, in Debian's Chromium against the whole product: a collection
 * created from an insight's page with the insight in it, found on the home page, opened, the
 * insight opened within it and the breadcrumb followed back, renamed, and deleted after a
 * confirmation. Desktop and phone; screenshots in test-results/screens, checked with axe (no
 * serious or critical violation).
 */
const JOB_MS = 120_000;
const EMAIL = 'cora@collections.test';

describe('collections in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let owner: ApiClient;
  let productId: string;
  let insights: ListedInsight[];

  beforeAll(async () => {
    ({ app, browser } = await productAndChromium());
    owner = await organisationAdmin(
      app,
      EMAIL,
      { name: 'Collect Co', namespace: 'collectco' },
      { firstName: 'Cora', lastName: 'Collector' },
    );
    const survey = whySurvey(said(['lost_luggage', 'pay_bill', 'credit_score'], 0, 15));
    ({ productId, insights } = await analysedProject(app, owner, 'Travel feedback', survey, JOB_MS));
    expect(insights.length).toBeGreaterThanOrEqual(2);
  }, 2 * JOB_MS);

  afterAll(() => stopProductAndChromium(app, browser));

  const logIn = (page: Page) => logInToOrganisation(page, app.baseUrl, EMAIL, 'collectco');

  it(
    'creates a collection from an insight, opens it and the insight within it, renames and deletes it (desktop)',
    async () => {
      const context = await browser.newContext(DESKTOP);
      const page = await context.newPage();
      await logIn(page);
      // No collection yet: the home page's empty state.
      const section = page.getByRole('region', { name: 'Collections' });
      await section.getByText('No collections yet').waitFor();
      await shoot(page, 'collections-01-home-empty-desktop');

      // From the insight's page: a new collection with the insight in it.
      const first = insights[0];
      await page.goto(`${app.baseUrl}/customer/collectco/product/${productId}/recommendation/${first.recommendation_id}`);
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      await page.getByRole('button', { name: 'Add to collection' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to collection' });
      await dialog.getByText('No collections yet: create the first one below.').waitFor();
      await dialog.getByLabel('Collection name').fill('Travel pains');
      await dialog.getByRole('button', { name: 'Create and add' }).click();
      await dialog
        .getByRole('checkbox', { name: /Travel pains/ })
        .and(page.locator(':checked'))
        .waitFor();
      await shoot(page, 'collections-02-add-dialog-desktop');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: /Add to collection\s*In 1 collection/ }).waitFor();

      // Home lists it; its page lists the insight.
      await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Home' }).click();
      await section.getByRole('link', { name: 'Travel pains' }).click();
      await page.waitForURL('**/customer/collectco/collection/*');
      await page.getByRole('heading', { level: 1, name: 'Travel pains' }).waitFor();
      const listed = page.getByRole('list', { name: 'Insights in this collection' });
      await listed.getByRole('link', { name: first.title }).waitFor();
      await shoot(page, 'collections-03-collection-desktop');

      // The insight within the collection, and the breadcrumb back.
      await listed.getByRole('link', { name: first.title }).click();
      await page.waitForURL(`**/collection/*/recommendation/${first.recommendation_id}`);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      await breadcrumb.getByRole('link', { name: 'Travel pains' }).waitFor();
      await shoot(page, 'collections-04-insight-in-collection-desktop');
      await breadcrumb.getByRole('link', { name: 'Travel pains' }).click();
      await page.getByRole('heading', { level: 1, name: 'Travel pains' }).waitFor();

      // Renamed, then deleted after a confirmation: home says there is none.
      await page.getByRole('button', { name: 'Rename' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename collection' });
      await rename.getByLabel('Collection name').fill('Trip troubles');
      await rename.getByRole('button', { name: 'Save name' }).click();
      await page.getByRole('heading', { level: 1, name: 'Trip troubles' }).waitFor();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this collection?' });
      await shoot(page, 'collections-05-delete-desktop');
      await confirm.getByRole('button', { name: 'Delete collection' }).click();
      await page.waitForURL('**/customer/collectco');
      await section.getByText('No collections yet').waitFor();
      await context.close();
    },
    2 * JOB_MS,
  );

  it(
    'fits a phone: the collection page and Add to collection',
    async () => {
      const created = await owner.post('/api/collections', { name: 'Payments on the go' });
      for (const insight of insights.slice(0, 2)) {
        await owner.post(`/api/collections/${created.body.collection_id}/recommendations`, {
          recommendation_id: insight.recommendation_id,
        });
      }
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await logIn(page);
      await page.getByRole('region', { name: 'Collections' }).getByRole('link', { name: 'Payments on the go' }).waitFor();
      await shoot(page, 'collections-06-home-phone');
      await page.goto(`${app.baseUrl}/customer/collectco/collection/${created.body.collection_id}`);
      const listed = page.getByRole('list', { name: 'Insights in this collection' });
      await listed.getByRole('listitem').nth(1).waitFor();
      expect(
        await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
      ).toBeLessThanOrEqual(0);
      await shoot(page, 'collections-07-collection-phone');

      // Taken out of the collection from its card.
      const second = insights[1];
      await listed.getByRole('button', { name: `Remove “${second.title}” from this collection` }).click();
      await page.getByText(`“${second.title}” was removed from the collection.`).waitFor();
      // The list follows once the collection is read again.
      await listed.getByRole('listitem').filter({ hasText: second.title }).waitFor({ state: 'detached' });
      expect(await listed.getByRole('listitem').count()).toBe(1);

      await page.goto(`${app.baseUrl}/customer/collectco/insight/${insights[0].recommendation_id}`);
      await page.getByRole('heading', { level: 1, name: insights[0].title }).waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: /Add to collection/ }).click();
      await page
        .getByRole('dialog', { name: 'Add to collection' })
        .getByRole('checkbox', { name: /Payments on the go/ })
        .waitFor();
      expect(
        await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
      ).toBeLessThanOrEqual(0);
      await shoot(page, 'collections-08-add-dialog-phone');
      await context.close();
    },
    2 * JOB_MS,
  );
});
