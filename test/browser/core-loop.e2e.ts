import type { Browser, Page } from 'playwright-core';
import { DESKTOP, logInToOrganisation, photographAndCheck as shoot, productAndChromium, stopProductAndChromium } from '../support/browser';
import { said, whySurvey } from '../support/customer-data';
import { uploadedReady } from '../support/documents';
import { organisationAdmin } from '../support/members';
import type { RunningApp } from '../support/start-app';

/**
 * The product's core loop in one sitting, in Debian's Chromium against the whole product: a member
 * analyses a project made from a survey, builds its three documents at once, follows a product
 * spec's citation to its quote and on to the file it came from, dismisses the cited insight and
 * finds the spec marked stale, then asks the assistant about the same customers and reruns the
 * question from /memory. Screenshots in test-results/screens, checked with axe.
 */
const JOB_MS = 120_000;
const EMAIL = 'lee@loop.test';
// About every theme of the survey: whichever insight was dismissed, the others answer.
const QUESTION = 'What do customers say about lost bags, paying bills and their credit score?';

describe('From customer data to documents and answers, in the browser', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await productAndChromium());
    const owner = await organisationAdmin(app, EMAIL, { name: 'Loop Co', namespace: 'loopco' }, { firstName: 'Lee', lastName: 'Looper' });
    await uploadedReady(app, owner, 'travel-survey.csv', whySurvey(said(['lost_luggage', 'pay_bill', 'credit_score'], 0, 15)));
  }, JOB_MS);

  afterAll(() => stopProductAndChromium(app, browser));

  it(
    'analyses a project, auto-builds its documents, follows a citation to its source, sees the document go stale, and asks the assistant',
    async () => {
      const context = await browser.newContext(DESKTOP);
      const page: Page = await context.newPage();
      await logInToOrganisation(page, app.baseUrl, EMAIL, 'loopco');

      // 1. A project from the survey, analysed: its insights ranked on its page.
      await page.goto(`${app.baseUrl}/customer/loopco/create-project`);
      await page.getByRole('radio', { name: /^Insights/ }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Step 2 of 3: Details' }).waitFor();
      await page.getByLabel(/^Project title/).fill('Travel feedback');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Step 3 of 3: Data' }).waitFor();
      await page.getByRole('checkbox', { name: 'Surveys' }).check();
      await page.getByRole('checkbox', { name: 'travel-survey.csv' }).check();
      await page.getByRole('button', { name: 'Create project' }).click();
      await page.waitForURL('**/customer/loopco/product/*');
      const productId = new URL(page.url()).pathname.split('/').at(-1)!;
      await page.getByRole('list', { name: 'Insights' }).waitFor({ timeout: JOB_MS });
      await shoot(page, 'loop-01-analysed-desktop');

      // 2. Its three documents built at once, followed live.
      const entry = page.getByRole('region', { name: 'Documents' });
      await entry.getByRole('link', { name: 'Build all three' }).click();
      await page.waitForURL(`**/customer/loopco/auto-build?product=${productId}`);
      const documents = page.getByRole('region', { name: 'The project’s documents' });
      await page.getByRole('button', { name: 'Build all three' }).click();
      for (const kind of ['Research brief', 'Product spec', 'Value proposition']) {
        await documents.getByRole('link', { name: `Open the ${kind}` }).waitFor({ timeout: JOB_MS });
      }
      await shoot(page, 'loop-02-documents-built-desktop');

      // 3. The product spec's first citation opens its quote on the insight's page, and the quote
      //    opens in the file it came from, the passage marked.
      await documents.getByRole('link', { name: 'Open the Product spec' }).click();
      await page.waitForURL(`**/customer/loopco/prd/${productId}`);
      await page.getByRole('heading', { level: 2, name: 'Problem Statement' }).waitFor();
      const citation = page.locator('a.writeup-cite[href*="snippet="]').first();
      const href = (await citation.getAttribute('href'))!;
      const citedInsight = href.split('/insight/')[1].split('?')[0];
      const citedSnippet = new URL(href, app.baseUrl).searchParams.get('snippet')!;
      await citation.click();
      await page.waitForURL(`**${href}`);
      const cited = page.locator('li[aria-current="true"]');
      await cited.waitFor();
      expect(await cited.getAttribute('id')).toBe(`quote-${citedSnippet}`);
      const quoted = (await cited.locator('blockquote').textContent())!.trim().replace(/^“|”$/g, '');
      await cited.getByRole('link', { name: /^Open in travel-survey\.csv/ }).click();
      await page.waitForURL(
        (url) => url.pathname.startsWith('/settings/data-library/documents/') && url.searchParams.get('snippet') === citedSnippet,
      );
      const passage = page.locator('[aria-current="true"]');
      await passage.getByText('The quoted passage').waitFor();
      expect(await passage.textContent()).toContain(quoted);
      expect(await passage.evaluate((marked) => marked === marked.ownerDocument.activeElement)).toBe(true);
      await shoot(page, 'loop-03-quote-in-its-file-desktop');

      // 4. The cited insight dismissed from its page, with a reason.
      await page.goBack();
      await page.waitForURL(`**${href}`);
      await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
      const dismissal = page.getByRole('dialog', { name: 'Dismiss this insight' });
      await dismissal.getByRole('textbox').fill('Already on the roadmap');
      await dismissal.getByRole('button', { name: 'Dismiss insight' }).click();
      await page.getByText(/^Dismissed on .+ as “Already on the roadmap”$/).waitFor();

      // 5. The product spec says the evidence it rests on changed: that insight was dismissed.
      await page.goto(`${app.baseUrl}/customer/loopco/prd/${productId}`);
      const stale = page.getByRole('region', { name: 'The evidence changed since this document was written' });
      await stale
        .getByText(/: dismissed$/)
        .first()
        .waitFor();
      expect(await page.locator(`a.writeup-cite[href*="/insight/${citedInsight}"]`).count()).toBeGreaterThan(0);
      await shoot(page, 'loop-04-spec-stale-desktop');

      // 6. The assistant answers a question about the same customers from their quotes, and
      //    /memory asks it again.
      await page.getByRole('button', { name: 'Ask the assistant' }).click();
      const panel = page.getByRole('dialog', { name: 'Ask the assistant' });
      const ask = async (text: string) => {
        await panel.getByRole('textbox', { name: 'Your question' }).fill(text);
        await panel.getByRole('button', { name: 'Send' }).click();
      };
      await ask(QUESTION);
      const log = panel.getByRole('log', { name: 'Conversation with the assistant' });
      await log.getByRole('link', { name: 'Quote 1' }).first().waitFor();
      // A dismissed insight never answers.
      const answering = log.getByRole('region', { name: 'Insights in this answer' }).getByRole('link');
      for (const link of await answering.all()) expect(await link.getAttribute('href')).not.toContain(citedInsight);
      await shoot(page, 'loop-05-assistant-answer-desktop');
      await ask('/memory');
      const past = log.getByRole('button', { name: new RegExp(`^${QUESTION}`) });
      await past.waitFor();
      await past.click();
      await log.getByRole('link', { name: 'Quote 1' }).nth(1).waitFor();
      await shoot(page, 'loop-06-assistant-memory-rerun-desktop');

      // Database search needs an analytics configuration this account does not have: the panel
      // says so and switches back to pattern search.
      const modes = panel.getByRole('group', { name: 'Search by' });
      await modes.getByRole('radio', { name: 'Database' }).check();
      await panel
        .getByRole('status')
        .filter({ hasText: 'Database search is unavailable until analytics configuration is set up' })
        .waitFor();
      await shoot(page, 'loop-07-assistant-database-unavailable-desktop');
      await panel.getByRole('button', { name: 'Switch to pattern search' }).click();
      expect(await modes.getByRole('radio', { name: 'Pattern' }).isChecked()).toBe(true);
      await context.close();
    },
    4 * JOB_MS,
  );
});
