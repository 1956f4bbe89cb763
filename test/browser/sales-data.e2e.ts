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
import { analysisEnded } from '../support/documents';
import { organisationAdmin } from '../support/members';
import type { RunningApp } from '../support/start-app';
import { CRM_EXPORT, csvCell, said, transcriptOf } from '../support/customer-data';

/**
 * Sales data as a member uses it, in Debian's Chromium against the whole product: a CRM export
 * uploaded as sales data, read into its accounts and rows, chosen with a survey for a project, and
 * an insight showing the ARR of the accounts raising it. Screenshots go to test-results/screens
 * and are checked with axe (no serious or critical violation).
 */
const JOB_MS = 120_000;

/** Acme's people write about lost luggage, Globex's about paying bills. */
const SURVEY = Buffer.from(
  [
    'Company,Why',
    ...said(['lost_luggage'], 0, 15).map((text) => `Acme,${csvCell(text)}`),
    ...said(['pay_bill'], 0, 15).map((text) => `Globex,${csvCell(text)}`),
  ].join('\n'),
);

describe('sales data in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let owner: ApiClient;

  beforeAll(async () => {
    ({ app, browser } = await productAndChromium());
    owner = await organisationAdmin(
      app,
      'sam@sales.test',
      { name: 'Sales Co', namespace: 'salesco' },
      { firstName: 'Sam', lastName: 'Sales' },
    );
    expect((await owner.upload('company-survey.csv', SURVEY)).status).toBe(201);
    // A call with Umbrella, in the library, added to the project later from its page.
    const call = transcriptOf(['Reach me at kim@umbrella.com, thanks.', ...said(['pay_bill'], 15, 25)]);
    expect((await owner.upload('umbrella-call.vtt', call)).status).toBe(201);
  }, 2 * JOB_MS);

  afterAll(() => stopProductAndChromium(app, browser));

  const logIn = (page: Page) => logInToOrganisation(page, app.baseUrl, 'sam@sales.test', 'salesco');

  it(
    'uploads a CRM export as sales data, reads its accounts, and shows an insight’s total ARR (desktop)',
    async () => {
      const context = await browser.newContext(DESKTOP);
      const page = await context.newPage();
      await logIn(page);

      // The export, marked as sales data before it is chosen, read until Ready.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Data Library' }).click();
      await page.getByRole('button', { name: 'Upload files' }).first().click();
      const upload = page.getByRole('dialog', { name: 'Upload files' });
      await upload.getByRole('checkbox', { name: 'These are CRM exports (sales data)' }).check();
      await shoot(page, 'sales-01-upload-desktop');
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), upload.getByRole('button', { name: 'Choose files' }).click()]);
      await chooser.setFiles([{ name: 'crm-export.csv', mimeType: 'text/csv', buffer: CRM_EXPORT }]);
      await upload
        .getByRole('listitem')
        .filter({ hasText: 'crm-export.csv' })
        .getByText('Ready', { exact: true })
        .waitFor({ timeout: JOB_MS });
      await upload.getByRole('button', { name: 'Done' }).click();

      // Its page: three accounts, their total ARR, where each field came from, and the rows read.
      await page.getByRole('link', { name: 'crm-export.csv' }).click();
      await page.getByRole('heading', { level: 1, name: 'crm-export.csv' }).waitFor();
      await page.getByText('173,000').first().waitFor();
      const rows = page.getByRole('table', { name: /^Rows of the CRM export/ });
      await rows.getByRole('rowheader', { name: 'Globex Corporation' }).waitFor();
      expect(await rows.getByRole('row').count()).toBe(5);
      await shoot(page, 'sales-02-document-desktop');

      // A project from the survey and the sales data.
      await page.goto(`${app.baseUrl}/customer/salesco/create-project`);
      await page.getByRole('radio', { name: /^Insights/ }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Step 2 of 3: Details' }).waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('checkbox', { name: 'Surveys' }).check();
      await page.getByRole('checkbox', { name: 'company-survey.csv' }).check();
      await page.getByRole('checkbox', { name: 'Sales data' }).check();
      await page.getByRole('checkbox', { name: 'crm-export.csv' }).check();
      await shoot(page, 'sales-03-create-data-desktop');
      await page.getByRole('button', { name: 'Create project' }).click();
      await page.waitForURL('**/customer/salesco/product/*');
      const insights = page.getByRole('list', { name: 'Insights' });
      await insights.waitFor({ timeout: JOB_MS });

      // Revenue explains part of the priority score now.
      const first = insights.getByRole('listitem').first();
      await first.getByRole('button', { name: 'Why this score' }).click();
      await first.getByText('Revenue').first().waitFor();

      // The insight the largest account raises: its total ARR and accounts.
      const title = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
      await first.getByRole('link', { name: title }).click();
      const revenue = page.getByRole('region', { name: 'Total ARR' });
      await revenue.waitFor();
      const accounts = revenue.getByRole('table', { name: 'Largest accounts' });
      await accounts.waitFor();
      expect(await accounts.getByRole('row').count()).toBeGreaterThan(1);
      await shoot(page, 'sales-04-insight-arr-desktop');

      // The person keeps it, follows it, then dismisses it with a reason.
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await save.click();
      await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Follow this insight' }).click();
      await page.getByRole('button', { name: /^Followed!/ }).waitFor();
      await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
      const dismissal = page.getByRole('dialog', { name: 'Dismiss this insight' });
      await dismissal.getByLabel('Why is it dismissed?').fill('Covered by the billing roadmap');
      await shoot(page, 'sales-05-dismiss-desktop');
      await dismissal.getByRole('button', { name: 'Dismiss insight' }).click();
      await page.getByText(/^Dismissed on .+ as “Covered by the billing roadmap”$/).waitFor();
      await shoot(page, 'sales-06-dismissed-desktop');
      const changelog = (await owner.get(`/api/changelog?recommendation=${page.url().split('/').pop()}`)).body.entries;
      expect(changelog.map((entry: { action: string }) => entry.action)).toEqual(['dismissed', 'followed', 'saved', 'created']);

      // More data from the project's page: the call, added and analysed again.
      await page.getByRole('link', { name: 'Back to the project' }).click();
      // The dismissed insight left the list; the other one is still there.
      expect(await insights.getByRole('heading', { level: 3, name: title }).count()).toBe(0);
      await page.getByRole('button', { name: 'Add data' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add data to this project' });
      await dialog.getByRole('checkbox', { name: 'umbrella-call.vtt' }).check();
      expect(await dialog.getByRole('checkbox', { name: 'Analyse again now' }).isChecked()).toBe(true);
      await shoot(page, 'sales-07-add-data-desktop');
      await dialog.getByRole('button', { name: 'Add to project' }).click();
      await page.getByText('Added 1 source. The project is being analysed again.').waitFor();
      const productId = new URL(page.url()).pathname.split('/').pop()!;
      const sources = (await owner.get(`/api/products/${productId}/source`)).body.documents;
      expect(sources.map((source: { file_name: string }) => source.file_name).sort()).toEqual([
        'company-survey.csv',
        'crm-export.csv',
        'umbrella-call.vtt',
      ]);
      const analysis = (await owner.get(`/api/products/${productId}/analysis`)).body;
      expect((await analysisEnded(owner, productId, analysis.job_id, JOB_MS)).status).toBe('succeeded');
      await insights.waitFor({ timeout: JOB_MS });
      await context.close();
    },
    4 * JOB_MS,
  );

  it(
    'fits a phone: the sales data’s page',
    async () => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await logIn(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Data Library' }).click();
      await page.getByRole('link', { name: 'crm-export.csv' }).click();
      await page.getByRole('table', { name: /^Rows of the CRM export/ }).waitFor();
      await shoot(page, 'sales-08-document-phone');
      await context.close();
    },
    JOB_MS,
  );
});
