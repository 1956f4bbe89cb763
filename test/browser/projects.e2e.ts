import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, logInThroughPage, photographAndCheck as shoot } from '../support/browser';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

/**
 * Projects and insights as a member uses them, in Debian's Chromium against the whole product
 * (commands, worker analysis, read models, live updates): an empty project list, a project
 * created from uploaded files, its analysis followed to its ranked insights, a score explained,
 * an insight with its quotes and their sources, a refinement, the archive, and the phone layout.
 * Every screenshot goes to test-results/screens and is checked with axe (no serious or critical
 * violation).
 */
const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'en-US' };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' };
/** Reading files and analysing them are jobs of the worker: they can take a while on a busy machine. */
const JOB_MS = 120_000;

/** Two calls in which customers keep coming back to the same three problems. */
function transcript(speaker: string, lines: string[]): Buffer {
  const cues = lines.flatMap((line, index) => {
    const start = index * 20;
    const time = (seconds: number) =>
      `00:${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;
    return [`${time(start)} --> ${time(start + 15)}`, `<v ${index % 2 === 0 ? 'Ada' : speaker}>${line}`, ''];
  });
  return Buffer.from(['WEBVTT', '', ...cues].join('\n'));
}

const CALL_ONE = transcript('Grace', [
  'How did the data import go for your team this quarter?',
  'The import failed twice and never told us why it failed.',
  'What happened after the import failed?',
  'We waited for hours because the import error message was empty.',
  'And the reports, are they useful?',
  'Exporting reports to spreadsheets keeps timing out on large accounts.',
  'How often does the export time out?',
  'Every large export times out, so we split reports by hand.',
  'Anything about pricing or invoices?',
  'The invoice was confusing and the pricing page does not match our bill.',
  'Would a clearer invoice help?',
  'Yes, the invoice lines do not explain the seat pricing at all.',
]);
/**
 * A survey of 1,200 respondents (public customer utterances, ../shared/data/clustering): enough
 * that its analysis takes a few seconds and the progress messages can be watched.
 */
function survey(): Buffer {
  const rows: Array<{ text: string }> = parse(readFileSync(path.resolve(__dirname, '../../../shared/data/clustering/clinc150_test.csv')), {
    columns: true,
  });
  const quoted = rows.slice(0, 1200).map((row, index) => `r${index + 1},${index % 11},"${row.text.replace(/"/g, '""')}"`);
  return Buffer.from(['Respondent,Score,Feedback', ...quoted].join('\n'));
}

const STAGES = [
  'Analysing data',
  'Initial trends',
  'Double-checking signals',
  'Clustering insights',
  'Clear clusters detected',
  'Refining',
  'Writing up themes',
];

/** The page's title once it has settled (it is set after the route renders). */
async function settledTitle(page: Page, expected: string): Promise<string> {
  const deadline = Date.now() + 5000;
  let title = await page.title();
  while (title !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    title = await page.title();
  }
  return title;
}

/** Reads the analysis' stage line until `done` appears: every message the person saw. */
async function watchStages(page: Page, done: Locator): Promise<string[]> {
  const seen: string[] = [];
  const deadline = Date.now() + JOB_MS;
  const stage = page.locator('.analysis-progress__stage');
  while (!(await done.isVisible()) && Date.now() < deadline) {
    // Read without waiting: the stage line goes away when the analysis ends, maybe between two looks.
    const text = (await stage.allTextContents())[0]?.trim();
    if (text && seen[seen.length - 1] !== text) seen.push(text);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return seen;
}

const CALL_TWO = transcript('Linus', [
  'Tell me about onboarding your colleagues.',
  'Our import broke on the first day and the error said nothing useful.',
  'Did support help with the failed import?',
  'Support fixed the import, but the import error should explain itself.',
  'What about exports?',
  'The spreadsheet export times out whenever the report is big.',
  'Is the export slow every time?',
  'Big exports always time out, small ones are fine.',
  'How is billing going?',
  'Billing is confusing: the invoice shows seat pricing we never agreed to.',
  'Anything else on pricing?',
  'The pricing on the invoice changed without any notice.',
]);

describe('projects and insights in the browser', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp({}, { serveWeb: true });
    const owner = await verifiedMember(app, 'pia@projects.test', { firstName: 'Pia', lastName: 'Projects' });
    expect((await owner.post('/api/customers/api', { name: 'Projects Co', namespace: 'projectsco', acceptAllUsers: false })).status).toBe(
      201,
    );
    // A second call, already in the library; the first call and the survey are uploaded in the browser.
    expect((await owner.upload('call-two.vtt', CALL_TWO)).status).toBe(201);
    browser = await launchChromium();
  }, 4 * JOB_MS);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function logIn(page: Page) {
    await logInThroughPage(page, app.baseUrl, 'pia@projects.test');
    await page.waitForURL('**/customer/projectsco');
  }

  it(
    'creates a project, follows its analysis to ranked insights, explains a score, opens an insight, refines and archives (desktop)',
    async () => {
      const context = await browser.newContext(DESKTOP);
      const page = await context.newPage();
      await logIn(page);

      // A transcript and a survey, uploaded through the Data Library's dialog and read until Ready.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Data Library' }).click();
      await page.getByRole('button', { name: 'Upload files' }).first().click();
      const upload = page.getByRole('dialog', { name: 'Upload files' });
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), upload.getByRole('button', { name: 'Choose files' }).click()]);
      await chooser.setFiles([
        { name: 'call-one.vtt', mimeType: 'text/vtt', buffer: CALL_ONE },
        { name: 'feedback-survey.csv', mimeType: 'text/csv', buffer: survey() },
      ]);
      for (const name of ['call-one.vtt', 'feedback-survey.csv']) {
        await upload.getByRole('listitem').filter({ hasText: name }).getByText('Ready', { exact: true }).waitFor({ timeout: JOB_MS });
      }
      await upload.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();

      // The home page: no projects yet, and the way to create one.
      await page.getByRole('heading', { name: 'No projects yet' }).waitFor();
      await page.getByRole('link', { name: 'View all projects' }).click();
      await page.waitForURL('**/customer/projectsco/projects');
      await page.getByRole('heading', { level: 1, name: 'Your Projects' }).waitFor();
      expect(await settledTitle(page, 'Projects · Insight Assistant')).toBe('Projects · Insight Assistant');
      await shoot(page, 'projects-01-empty-desktop');

      // Create: the type, the details (blank: generated), then the data, refused until it is complete.
      await page.getByRole('link', { name: 'Create project' }).first().click();
      await page.waitForURL('**/customer/projectsco/create-project');
      await page.getByRole('radio', { name: /^Insights/ }).check();
      await shoot(page, 'projects-02-create-type-desktop');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Step 2 of 3: Details' }).waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Step 3 of 3: Data' }).waitFor();
      await page.getByRole('button', { name: 'Create project' }).click();
      await page.getByRole('alert').filter({ hasText: 'Please select at least one data type to generate insights.' }).waitFor();
      await page.getByRole('checkbox', { name: 'Transcripts' }).check();
      await page.getByRole('alert').filter({ hasText: 'No files, transcripts, surveys, or sales data were added.' }).waitFor();
      await page.getByRole('checkbox', { name: 'call-one.vtt' }).check();
      await page.getByRole('checkbox', { name: 'call-two.vtt' }).check();
      await page.getByRole('checkbox', { name: 'Surveys' }).check();
      await page.getByRole('checkbox', { name: 'feedback-survey.csv' }).check();
      await page.getByRole('table', { name: 'Columns of feedback-survey.csv' }).waitFor();
      await page.getByLabel('Keywords', { exact: true }).fill('import');
      await page.getByLabel('Keywords', { exact: true }).press('Enter');
      await shoot(page, 'projects-03-create-data-desktop');
      await page.getByRole('button', { name: 'Create project' }).click();

      // The project's page: its analysis, followed live, then its insights ranked.
      await page.waitForURL('**/customer/projectsco/product/*');
      expect(await settledTitle(page, 'Project · Insight Assistant')).toBe('Project · Insight Assistant');
      await page.getByRole('progressbar').waitFor();
      await shoot(page, 'projects-04-analysis-desktop');
      const insights = page.getByRole('list', { name: 'Insights' });
      const seen = await watchStages(page, insights);
      // The person watched the analysis move through the spec's messages, in their order.
      expect(seen.length).toBeGreaterThan(0);
      for (const message of seen) expect(STAGES).toContain(message);
      expect(seen.map((message) => STAGES.indexOf(message))).toEqual(
        [...seen.map((message) => STAGES.indexOf(message))].sort((a, b) => a - b),
      );
      await insights.waitFor({ timeout: JOB_MS });
      expect(await insights.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
      // The name the assistant gave the project once the analysis is recorded.
      expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).not.toBe('');

      const first = insights.getByRole('listitem').first();
      const why = first.getByRole('button', { name: 'Why this score' });
      await why.click();
      expect(await why.getAttribute('aria-expanded')).toBe('true');
      await first.getByRole('heading', { name: /^Impact score: \d+$/ }).waitFor();
      await first.getByText('Frequency').first().waitFor();
      await shoot(page, 'projects-05-insights-desktop');

      // Keyword chips filter the list on the page.
      const keywords = page.getByRole('group', { name: 'Filter by keyword' });
      if (await keywords.count()) {
        await keywords.getByRole('button').first().click();
        await page.getByText(/^Showing \d+ of \d+ insights\.$/).waitFor();
        await keywords.getByRole('button').first().click();
      }

      // An insight: scores, quotes with their speaker and time, every mention.
      const title = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
      await first.getByRole('link', { name: title }).click();
      await page.waitForURL('**/recommendation/*');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const quotes = page.getByRole('region', { name: 'Representative quotes' });
      await quotes
        .getByText(/call-(one|two)\.vtt · (Ada|Grace|Linus) · \d\d:\d\d|feedback-survey\.csv/)
        .first()
        .waitFor();
      await page.getByRole('region', { name: /^All mentions \(\d+\)$/ }).waitFor();
      expect(await settledTitle(page, 'Insight · Insight Assistant')).toBe('Insight · Insight Assistant');
      await shoot(page, 'projects-06-insight-desktop');

      // The person's own impact score.
      await page.getByLabel(/^Your impact score/).fill('97');
      await page.getByRole('button', { name: 'Save score' }).click();
      await page.getByText('Your impact score was saved.').waitFor();

      // An insight that does not exist.
      const insightUrl = page.url();
      await page.goto(insightUrl.replace(/recommendation\/[^/]+$/, 'recommendation/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f'));
      await page.getByRole('heading', { level: 1, name: 'Insight not found.' }).waitFor();
      await shoot(page, 'projects-07-insight-not-found-desktop');

      // Refine: a new version, analysed again.
      await page.getByRole('link', { name: 'Back to the project' }).click();
      await page.getByRole('button', { name: 'Refine' }).click();
      const dialog = page.getByRole('dialog', { name: 'Refine this project' });
      await dialog.getByLabel('What should the analysis focus on?').fill('Focus on exports for large accounts');
      await dialog.getByLabel('Time frame').selectOption({ label: 'Last 6 months' });
      await shoot(page, 'projects-08-refine-desktop');
      await dialog.getByRole('button', { name: 'Refine and analyse' }).click();
      await page.getByText('Version 2 is being analysed.').waitFor();
      await page.getByRole('list', { name: 'About this project' }).getByText('Version 2').waitFor({ timeout: JOB_MS });

      // Archive it from the list: it leaves Live and shows under Archived ("Archive Projects").
      await page.getByRole('link', { name: 'All projects' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Your Projects' }).waitFor();
      const name = (await page.locator('.project-row__name').first().textContent())!.trim();
      await page.getByRole('button', { name: `Archive ${name}` }).click();
      await page.getByText(`“${name}” was archived.`).waitFor();
      await page.getByRole('heading', { name: 'No projects yet' }).waitFor();
      await page.getByRole('button', { name: 'Archived' }).click();
      await page.getByRole('heading', { level: 1, name: 'Archive Projects' }).waitFor();
      await page.getByRole('link', { name }).waitFor();
      await shoot(page, 'projects-09-archive-desktop');
      await page.getByRole('button', { name: `Unarchive ${name}` }).click();
      await page.getByText(`“${name}” is live again.`).waitFor();

      // The home page: the greeting, the project among the recent ones, and its top insights.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await page.getByRole('heading', { name: /^Good (morning|afternoon|evening), Pia$/ }).waitFor();
      await page.getByRole('link', { name }).first().waitFor();
      await page.getByRole('heading', { name: 'Top insights' }).waitFor();
      await page.getByText(new RegExp(`· Impact \\d+$`)).first().waitFor();
      await shoot(page, 'projects-13-home-desktop');
      await context.close();
    },
    4 * JOB_MS,
  );

  it(
    'fits a phone: the list, the create flow and a project (mobile)',
    async () => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await logIn(page);
      const overflows = () => page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth');

      await page.getByRole('link', { name: 'View all projects' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your Projects' }).waitFor();
      const project = page.getByRole('heading', { level: 2 }).first();
      await project.waitFor();
      expect(await overflows()).toBe(false);
      await shoot(page, 'projects-10-list-phone');

      await project.getByRole('link').click();
      await page.getByRole('list', { name: 'Insights' }).waitFor({ timeout: JOB_MS });
      expect(await overflows()).toBe(false);
      await shoot(page, 'projects-11-project-phone');

      await page.goto(`${app.baseUrl}/customer/projectsco/create-project`);
      await page.getByRole('radio', { name: /^Value prop/ }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Project title is required.').waitFor();
      await page.getByText('Project description is required.').waitFor();
      expect(await overflows()).toBe(false);
      await shoot(page, 'projects-12-create-required-phone');
      await context.close();
    },
    2 * JOB_MS,
  );
});
