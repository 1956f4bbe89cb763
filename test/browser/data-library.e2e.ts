import PDFDocument from 'pdfkit';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, logInThroughPage, photographAndCheck as shoot } from '../support/browser';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

/**
 * The Data Library as a member uses it, in Debian's Chromium against the whole product (upload,
 * ingestion, read models, live updates): an empty library, three files uploaded through the
 * quick-upload dialog and read until Ready, a survey's columns corrected and kept, a transcript's
 * speaker turns, a deletion confirmed, the transcript hub, and the phone layout. Every screenshot
 * goes to test-results/screens and is checked with axe (no serious or critical violation).
 */
const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'en-US', acceptDownloads: true };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' };
/** Reading a file is a job of the worker: it can take a few seconds on a busy machine. */
const INGESTION_MS = 60_000;

const TRANSCRIPT = [
  'WEBVTT',
  '',
  '00:00:01.000 --> 00:00:06.000',
  '<v Ada>How did the onboarding go for your team?',
  '',
  '00:00:07.000 --> 00:00:15.000',
  '<v Grace>Honestly it took too long. The setup wizard failed twice before the import worked.',
  '',
  '00:01:05.000 --> 00:01:12.000',
  '<v Ada>What would have helped you most?',
  '',
  '00:01:13.000 --> 00:01:25.000',
  '<v Grace>A checklist of what to prepare, and someone to call when the import fails.',
  '',
].join('\n');

const SURVEY = [
  'Respondent,Score,Why,Plan',
  'Ann,9,The support team answers within the hour,Pro',
  'Ben,4,Exports are slow and time out on big projects,Team',
  'Cho,7,Good value but the reports are hard to share,Pro',
  'Dev,10,Setup was quick and the dashboards are clear,Free',
  'Eli,3,Billing was confusing and the invoice was wrong,Team',
  'Fay,8,Search finds what I need,Pro',
].join('\n');

/** A two-page report with a heading on each page, written with pdfkit. */
function reportPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ info: { Title: 'Research report' } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.fontSize(20).text('Onboarding research');
    document.moveDown();
    document.fontSize(12).text('Twelve customers told us that the first week decides whether they stay.');
    document.moveDown();
    document.text('Most of them waited for an import that failed without saying why.');
    document.addPage();
    document.fontSize(20).text('Recommendations');
    document.moveDown();
    document.fontSize(12).text('Show the progress of every import and explain each failure in plain words.');
    document.end();
  });
}

describe('the Data Library in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let pdf: Buffer;

  beforeAll(async () => {
    app = await startApp({}, { serveWeb: true });
    const owner = await verifiedMember(app, 'lena@library.test', { firstName: 'Lena', lastName: 'Library' });
    expect((await owner.post('/api/customers/api', { name: 'Library Co', namespace: 'libraryco', acceptAllUsers: false })).status).toBe(
      201,
    );
    browser = await launchChromium();
    pdf = await reportPdf();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function logIn(page: Page) {
    await logInThroughPage(page, app.baseUrl, 'lena@library.test');
    await page.waitForURL('**/customer/libraryco');
  }

  /** The row of the upload dialog or of a table that names this file. */
  const rowOf = (scope: Page | Locator, fileName: string, role: 'listitem' | 'row') => scope.getByRole(role).filter({ hasText: fileName });

  it('uploads, reads, corrects, shows and deletes files (desktop)', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await logIn(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Data Library' }).click();
    await page.waitForURL('**/settings/data-library');
    await page.getByRole('heading', { name: 'No files yet' }).waitFor();
    expect(await page.title()).toBe('Data Library · Insight Assistant');
    await shoot(page, 'data-library-01-empty-desktop');

    // The files are chosen through the dialog's button, as a keyboard user would.
    await page.getByRole('button', { name: 'Upload files' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload files' });
    await dialog.waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Choose files' }).click()]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles([
      { name: 'customer-call.vtt', mimeType: 'text/vtt', buffer: Buffer.from(TRANSCRIPT) },
      { name: 'nps-survey.csv', mimeType: 'text/csv', buffer: Buffer.from(SURVEY) },
      { name: 'research-report.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    for (const name of ['customer-call.vtt', 'nps-survey.csv', 'research-report.pdf']) {
      await rowOf(dialog, name, 'listitem').getByText('Ready', { exact: true }).waitFor({ timeout: INGESTION_MS });
    }
    await shoot(page, 'data-library-02-uploads-ready-desktop');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The library lists all three, read, without a reload.
    const table = page.getByRole('table', { name: 'Files in the Data Library' });
    for (const name of ['customer-call.vtt', 'nps-survey.csv', 'research-report.pdf']) {
      await rowOf(table, name, 'row').getByText('Ready', { exact: true }).waitFor();
    }
    expect(await rowOf(table, 'customer-call.vtt', 'row').textContent()).toContain('Transcript');
    expect(await rowOf(table, 'nps-survey.csv', 'row').textContent()).toContain('Survey');
    expect(await rowOf(table, 'research-report.pdf', 'row').textContent()).toContain('Lena Library');
    await shoot(page, 'data-library-03-library-desktop');

    // The survey: a column's type and description corrected, saved, and still there after a reload.
    await table.getByRole('link', { name: 'nps-survey.csv' }).click();
    await page.getByRole('heading', { name: 'Survey columns' }).waitFor();
    expect(await page.title()).toBe('File · Insight Assistant');
    expect(await page.getByLabel('Type of Score').inputValue()).toBe('nps');
    await page.getByLabel('Type of Score').selectOption('numeric');
    await page.getByLabel('Description of Score').fill('How likely the customer is to recommend us, 0 to 10');
    await page.getByRole('button', { name: 'Save columns' }).click();
    await page.getByText('The survey columns have been saved.').waitFor();
    await shoot(page, 'data-library-04-survey-desktop');
    await page.reload();
    await page.getByRole('heading', { name: 'Survey columns' }).waitFor();
    expect(await page.getByLabel('Type of Score').inputValue()).toBe('numeric');
    expect(await page.getByLabel('Description of Score').inputValue()).toBe('How likely the customer is to recommend us, 0 to 10');

    // An analysed column cannot stay "None" (SPEC section 5): refused before anything is sent.
    await page.getByLabel('Type of Why').selectOption('None');
    await page.getByRole('button', { name: 'Save columns' }).click();
    await page.getByRole('alert').filter({ hasText: 'One or more selected survey columns are currently classified as "None".' }).waitFor();

    // The transcript: its speaker turns with their start times, and its original file.
    await page.getByRole('link', { name: 'Back to the Data Library' }).first().click();
    await table.getByRole('link', { name: 'customer-call.vtt' }).click();
    const transcript = page.getByRole('region', { name: 'Transcript' });
    await transcript.getByText('How did the onboarding go for your team?').waitFor();
    const turns = await transcript.getByRole('listitem').allTextContents();
    expect(turns[0]).toContain('Ada');
    expect(turns[0]).toContain('00:01');
    expect(turns.some((text) => text.includes('Grace') && text.includes('00:07'))).toBe(true);
    await shoot(page, 'data-library-05-transcript-desktop');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download original' }).click()]);
    expect(download.suggestedFilename()).toBe('customer-call.vtt');

    // The PDF: its text with its pages, then deleted after confirmation.
    await page.getByRole('link', { name: 'Back to the Data Library' }).first().click();
    await table.getByRole('link', { name: 'research-report.pdf' }).click();
    const text = page.getByRole('region', { name: 'Text' });
    await text.getByText('Page 2').waitFor();
    await text.getByText(/Show the progress of every import/).waitFor();
    await page.getByRole('link', { name: 'Back to the Data Library' }).first().click();
    await table.getByRole('button', { name: 'Delete research-report.pdf' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Delete this file?' });
    await confirmation.waitFor();
    await shoot(page, 'data-library-06-delete-confirmation-desktop');
    await confirmation.getByRole('button', { name: 'Delete file' }).click();
    await page.getByText('“research-report.pdf” was deleted.').waitFor();
    await table.getByRole('link', { name: 'research-report.pdf' }).waitFor({ state: 'detached' });
    await page.reload();
    await table.getByRole('link', { name: 'nps-survey.csv' }).waitFor();
    expect(await table.getByRole('link', { name: 'research-report.pdf' }).count()).toBe(0);

    // The transcript hub.
    await page.getByRole('link', { name: 'Transcript hub' }).click();
    await page.waitForURL('**/settings/data-library/transcripts');
    const hub = page.getByRole('table', { name: 'Transcripts' });
    const call = rowOf(hub, 'customer-call.vtt', 'row');
    await call.waitFor();
    expect(await call.textContent()).toContain('Ada, Grace');
    expect(await hub.getByRole('link', { name: 'nps-survey.csv' }).count()).toBe(0);
    await shoot(page, 'data-library-07-transcript-hub-desktop');

    // A file the worker cannot read: stored, then failed in the library with the reason, said in the user's language.
    await page.getByRole('link', { name: 'Back to the Data Library' }).first().click();
    await page.getByRole('button', { name: 'Upload files' }).first().click();
    const again = page.getByRole('dialog', { name: 'Upload files' });
    const [brokenChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      again.getByRole('button', { name: 'Choose files' }).click(),
    ]);
    await brokenChooser.setFiles([
      { name: 'scanned.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj <</Type /Catalog>> broken') },
    ]);
    await rowOf(again, 'scanned.pdf', 'listitem').getByText('Failed', { exact: true }).waitFor({ timeout: INGESTION_MS });
    await again.getByRole('button', { name: 'Done' }).click();
    await rowOf(table, 'scanned.pdf', 'row').getByText('The file is damaged and cannot be read.').waitFor();
    await shoot(page, 'data-library-08-failed-desktop');

    // A document that is not there (or another organisation's): one not-found screen.
    await page.goto(`${app.baseUrl}/settings/data-library/documents/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f`);
    await page.getByRole('link', { name: 'Back to the Data Library' }).first().waitFor();
    await shoot(page, 'data-library-09-not-found-desktop');
    await context.close();
  });

  it('fits a phone: the library, the upload dialog and a refused file (mobile)', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await logIn(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Data Library' }).click();
    await page.getByRole('link', { name: 'customer-call.vtt' }).waitFor();
    const overflows = () => page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth');
    expect(await overflows()).toBe(false);
    await shoot(page, 'data-library-10-library-phone');

    await page.getByRole('button', { name: 'Upload files' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload files' });
    await dialog.waitFor();
    await shoot(page, 'data-library-11-upload-dialog-phone');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Choose files' }).click()]);
    await chooser.setFiles([{ name: 'slides.pptx', mimeType: 'application/octet-stream', buffer: Buffer.from('not readable here') }]);
    await rowOf(dialog, 'slides.pptx', 'listitem').getByText('This file format is currently not supported').waitFor();
    expect(await overflows()).toBe(false);
    await shoot(page, 'data-library-12-upload-refused-phone');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('link', { name: 'customer-call.vtt' }).click();
    await page.getByRole('region', { name: 'Transcript' }).getByText('How did the onboarding go for your team?').waitFor();
    expect(await overflows()).toBe(false);
    await shoot(page, 'data-library-13-transcript-phone');
    await context.close();
  });
});
