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
import { analysedProject } from '../support/documents';
import { organisationAdmin } from '../support/members';
import type { RunningApp } from '../support/start-app';

/**
 * Generated documents as a member uses them, in Debian's Chromium against the whole product: the
 * project's three documents built at once and followed as they are written, the product spec read
 * with its citations, a citation followed to its quote on the insight's page, the spec marked stale
 * once a cited insight is dismissed and refreshed, and the research brief's questions answered with
 * Not sure. Desktop and phone; screenshots in test-results/screens, checked with axe.
 */
const JOB_MS = 120_000;
const EMAIL = 'dana@documents.test';

describe('Generated documents in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let owner: ApiClient;
  let productId: string;

  beforeAll(async () => {
    ({ app, browser } = await productAndChromium());
    owner = await organisationAdmin(app, EMAIL, { name: 'Docs Co', namespace: 'docsco' }, { firstName: 'Dana', lastName: 'Writer' });
    const survey = whySurvey(said(['lost_luggage', 'pay_bill', 'credit_score'], 0, 15));
    ({ productId } = await analysedProject(app, owner, 'Travel feedback', survey, JOB_MS));
  }, 2 * JOB_MS);

  afterAll(() => stopProductAndChromium(app, browser));

  const logIn = (page: Page) => logInToOrganisation(page, app.baseUrl, EMAIL, 'docsco');

  it(
    'builds the three documents, reads the spec and follows a citation, sees it go stale and refreshes it, and answers the brief (desktop)',
    async () => {
      const context = await browser.newContext(DESKTOP);
      const page = await context.newPage();
      await logIn(page);

      // The project page leads to its documents.
      await page.goto(`${app.baseUrl}/customer/docsco/product/${productId}`);
      const entry = page.getByRole('region', { name: 'Documents' });
      await entry.getByRole('link', { name: 'Product spec' }).waitFor();
      await entry.scrollIntoViewIfNeeded();
      await shoot(page, 'writeups-01-project-entry-desktop');
      await entry.getByRole('link', { name: 'Build all three' }).click();
      await page.waitForURL(`**/customer/docsco/auto-build?product=${productId}`);
      await page.getByRole('heading', { level: 1, name: 'Build all three documents' }).waitFor();
      const documents = page.getByRole('region', { name: 'The project’s documents' });
      await documents.getByText('Not generated yet').first().waitFor();
      await shoot(page, 'writeups-02-auto-build-desktop');

      // Built, followed live: each document opens once it is ready.
      await page.getByRole('button', { name: 'Build all three' }).click();
      await page.getByText('Building the documents. Each opens here when it is ready.').waitFor();
      // The offline worker is quick: the progress shows when an update lands mid-generation.
      const progress = documents.getByRole('progressbar').first();
      if (
        await progress.waitFor({ timeout: 5000 }).then(
          () => true,
          () => false,
        )
      ) {
        await shoot(page, 'writeups-03a-auto-build-progress-desktop');
      }
      for (const kind of ['Research brief', 'Product spec', 'Value proposition']) {
        await documents.getByRole('link', { name: `Open the ${kind}` }).waitFor({ timeout: JOB_MS });
      }
      expect(await documents.getByText('Ready', { exact: false }).count()).toBe(3);
      await shoot(page, 'writeups-03-auto-build-ready-desktop');

      // The product spec: its sections, each claim citing its quotes, the numbered sources.
      await documents.getByRole('link', { name: 'Open the Product spec' }).click();
      await page.waitForURL(`**/customer/docsco/prd/${productId}`);
      await page.getByRole('heading', { level: 2, name: 'Problem Statement' }).waitFor();
      for (const section of [
        'User Stories',
        'Goals and Success Metrics',
        'Requirements',
        'Risk and Assumptions',
        'Engineering Implementation Plan',
      ]) {
        await page.getByRole('heading', { level: 2, name: section }).waitFor();
      }
      const sources = page.getByRole('region', { name: 'Sources' });
      expect(await sources.getByRole('listitem').count()).toBeGreaterThan(0);
      await shoot(page, 'writeups-04-product-spec-desktop');

      // Its Markdown, built in the browser.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Markdown' }).click(),
      ]);
      const markdown = await readFile((await download.path())!, 'utf8');
      expect(markdown).toMatch(/^# .+\n\n## Problem Statement\n\n/);
      expect(markdown).toMatch(/\[1\]/);
      expect(markdown).toContain('\n## Sources\n\n1. ');

      // A citation opens its insight at the quote.
      const citation = page.locator('a.writeup-cite[href*="snippet="]').first();
      const href = (await citation.getAttribute('href'))!;
      expect(href).toMatch(/^\/customer\/docsco\/insight\/[0-9a-f-]{36}\?snippet=.+/);
      const citedInsight = href.split('/insight/')[1].split('?')[0];
      await citation.click();
      await page.waitForURL(`**${href}`);
      const cited = page.locator('li[aria-current="true"]');
      await cited.waitFor();
      expect(await cited.getAttribute('id')).toBe(`quote-${new URL(href, app.baseUrl).searchParams.get('snippet')}`);
      await shoot(page, 'writeups-05-cited-quote-desktop');

      // The cited insight dismissed elsewhere: the spec says its evidence changed, then is refreshed.
      await page.goBack();
      await page.getByRole('heading', { level: 2, name: 'Problem Statement' }).waitFor();
      expect((await owner.post('/api/recommendations/remove', { recommendation_id: citedInsight, reason: 'Duplicate' })).status).toBe(200);
      const stale = page.getByRole('region', { name: 'The evidence changed since this document was written' });
      await stale
        .getByText(/: dismissed$/)
        .first()
        .waitFor();
      await shoot(page, 'writeups-06-stale-desktop');
      await stale.getByRole('button', { name: 'Refresh' }).click();
      await page.getByText(/^Version 2, updated /).waitFor({ timeout: JOB_MS });
      await stale.waitFor({ state: 'detached' });
      expect(await page.locator(`a.writeup-cite[href*="/insight/${citedInsight}"]`).count()).toBe(0);
      await page
        .getByRole('region', { name: 'Version history' })
        .getByText(/refreshed · offline · by Dana Writer/)
        .waitFor();
      await shoot(page, 'writeups-07-refreshed-desktop');

      // The research brief's questions start from auto-build's answers (methodology Not sure); the
      // methodology is required, Not sure is an answer.
      await page.goto(`${app.baseUrl}/customer/docsco/generate-research-plan?product=${productId}`);
      await page.getByRole('heading', { level: 1, name: 'Generate a research brief' }).waitFor();
      await page.getByRole('radio', { name: 'Not sure', checked: true }).waitFor();
      await page.getByLabel('What should the research find out?').fill('Why travellers give up on paying bills online');
      await page.getByLabel('What is the timeline?').fill('Two weeks');
      await page.getByLabel('Who is the audience?').fill('Frequent travellers');
      await page.getByRole('radio', { name: 'Another method' }).check();
      await page.getByRole('button', { name: 'Generate the brief' }).click();
      await page.getByText('Please answer the methodology question, or choose Not sure.').waitFor();
      await shoot(page, 'writeups-08-brief-methodology-required-desktop');
      await page.getByRole('radio', { name: 'Not sure' }).check();
      await page.getByRole('button', { name: 'Generate the brief' }).click();
      await page.waitForURL(`**/customer/docsco/brief/${productId}`);
      await page.getByText(/^Version 2, updated /).waitFor({ timeout: JOB_MS });
      const methodology = page.getByRole('region', { name: 'Methodology' });
      await methodology.waitFor();
      await page
        .getByRole('region', { name: 'Goal' })
        .getByText('Why travellers give up on paying bills online', { exact: false })
        .waitFor();
      await shoot(page, 'writeups-09-brief-desktop');
      // An earlier version read back in place from the document's events.
      await page.getByRole('button', { name: 'Read version 1' }).click();
      await page.getByRole('article', { name: 'Version 1' }).getByRole('heading', { level: 4, name: 'Methodology' }).waitFor();
      await shoot(page, 'writeups-09b-earlier-version-desktop');
      await context.close();
    },
    4 * JOB_MS,
  );

  it(
    'reads a document, refines it and follows the documents on a phone',
    async () => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await logIn(page);
      await page.goto(`${app.baseUrl}/customer/docsco/value-prop/${productId}`);
      await page.getByRole('heading', { level: 2, name: 'Target Audience' }).waitFor({ timeout: JOB_MS });
      await shoot(page, 'writeups-10-value-prop-phone');

      await page.getByRole('button', { name: 'Refine' }).click();
      const dialog = page.getByRole('dialog', { name: 'Refine the document' });
      await dialog.getByLabel(/^How should it change\?/).fill('Put paying bills first');
      await shoot(page, 'writeups-11-refine-phone');
      await dialog.getByRole('button', { name: 'Refine' }).click();
      // The notice lasts until the refined version replaces the one it was asked of.
      await page.getByRole('region', { name: 'Version history' }).getByText('Prompt: Put paying bills first').waitFor({ timeout: JOB_MS });
      await page.getByText('Refining the document. It updates here when it is ready.').waitFor({ state: 'detached' });
      await shoot(page, 'writeups-12-refined-phone');

      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel(/^Title/).fill('Travel: what we offer');
      await shoot(page, 'writeups-13-edit-phone');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { level: 1, name: 'Travel: what we offer' }).waitFor();

      await page.goto(`${app.baseUrl}/customer/docsco/auto-build?product=${productId}`);
      await page
        .getByRole('region', { name: 'The project’s documents' })
        .getByRole('link', { name: 'Open the Value proposition' })
        .waitFor();
      await shoot(page, 'writeups-14-auto-build-phone');

      await page.goto(`${app.baseUrl}/customer/docsco/generate-research-plan?product=${productId}`);
      await page.getByRole('heading', { level: 1, name: 'Generate a research brief' }).waitFor();
      await shoot(page, 'writeups-15-brief-questions-phone');
      await context.close();
    },
    3 * JOB_MS,
  );
});
