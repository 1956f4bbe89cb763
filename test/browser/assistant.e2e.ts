import type { Browser, Page, Request } from 'playwright-core';
import {
  DESKTOP,
  logInToOrganisation,
  PHONE,
  photographAndCheck as shoot,
  productAndChromium,
  stopProductAndChromium,
} from '../support/browser';
import { said, whySurvey } from '../support/customer-data';
import { analysedProject } from '../support/documents';
import { organisationAdmin } from '../support/members';
import type { RunningApp } from '../support/start-app';

/**
 * Ask the assistant as a member uses it, in Debian's Chromium against the whole product: a project
 * analysed from a survey, then a question whose words are its customers' answers its insight with
 * numbered quotes; a citation opens the quote highlighted on its insight's page, a follow-up carries
 * the conversation on, and /memory lists the past questions to ask one again. Desktop and phone;
 * screenshots in test-results/screens, checked with axe (no serious or critical violation).
 */
const JOB_MS = 120_000;
const EMAIL = 'ash@assistant.test';
const QUESTION = 'Customers cannot find their bags after the flight';

/** The next question the panel sends, with what it sent. */
const nextQuestion = (page: Page) =>
  page.waitForRequest((request: Request) => request.method() === 'POST' && request.url().endsWith('/api/chatbot/search'));

describe('Ask the assistant in the browser', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await productAndChromium());
    const owner = await organisationAdmin(app, EMAIL, { name: 'Ask Co', namespace: 'askco' }, { firstName: 'Ash', lastName: 'Asker' });
    await analysedProject(app, owner, 'Travel feedback', whySurvey(said(['lost_luggage', 'pay_bill', 'credit_score'], 0, 15)), JOB_MS);
  }, 2 * JOB_MS);

  afterAll(() => stopProductAndChromium(app, browser));

  const logIn = (page: Page) => logInToOrganisation(page, app.baseUrl, EMAIL, 'askco');
  const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Ask the assistant' });
  const ask = async (page: Page, text: string) => {
    await panelOf(page).getByRole('textbox', { name: 'Your question' }).fill(text);
    await panelOf(page).getByRole('button', { name: 'Send' }).click();
  };

  it(
    'answers with cited quotes, opens a citation on its insight, follows up, and reruns a question from /memory (desktop)',
    async () => {
      const context = await browser.newContext(DESKTOP);
      const page = await context.newPage();
      await logIn(page);

      // Opened by keyboard from the top navigation: focus goes to the message box.
      const launcher = page.getByRole('button', { name: 'Ask the assistant' });
      await launcher.focus();
      await page.keyboard.press('Enter');
      const panel = panelOf(page);
      await panel.getByText('Tips for a good prompt:').waitFor();
      expect(await panel.getByRole('textbox', { name: 'Your question' }).evaluate((box) => box === box.ownerDocument.activeElement)).toBe(
        true,
      );
      await shoot(page, 'assistant-01-empty-desktop');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      expect(await launcher.evaluate((button) => button === button.ownerDocument.activeElement)).toBe(true);

      await launcher.click();
      const asked = nextQuestion(page);
      await ask(page, QUESTION);
      expect((await asked).postDataJSON()).toEqual({ query: QUESTION });
      const log = panel.getByRole('log', { name: 'Conversation with the assistant' });
      const firstQuote = log.getByRole('link', { name: 'Quote 1' }).first();
      await firstQuote.waitFor();
      await log
        .getByText(/insights? match/)
        .first()
        .waitFor();
      const insightLinks = log.getByRole('region', { name: 'Insights in this answer' }).getByRole('link');
      expect(await insightLinks.count()).toBeGreaterThan(0);
      expect(await insightLinks.first().getAttribute('href')).toMatch(/^\/customer\/askco\/insight\/[0-9a-f-]{36}$/);
      const citation = await firstQuote.getAttribute('href');
      expect(citation).toMatch(/^\/customer\/askco\/insight\/[0-9a-f-]{36}\?snippet=.+/);
      await shoot(page, 'assistant-02-answer-desktop');

      // The citation opens its quote in its insight, marked and focused; the panel makes way.
      await firstQuote.click();
      await page.waitForURL(`**${citation}`);
      await panel.waitFor({ state: 'detached' });
      const cited = page.locator('li[aria-current="true"]');
      await cited.getByText('The quote the assistant cited').waitFor();
      expect(await cited.getAttribute('id')).toBe(`quote-${new URL(citation!, app.baseUrl).searchParams.get('snippet')}`);
      expect(await cited.evaluate((quote) => quote === quote.ownerDocument.activeElement)).toBe(true);
      await shoot(page, 'assistant-03-cited-quote-desktop');

      // Opened again, the conversation is as it was; a follow-up sends the previous turn.
      await launcher.click();
      await panel.getByText(QUESTION).waitFor();
      const followUp = nextQuestion(page);
      await ask(page, 'and lost suitcases?');
      expect((await followUp).postDataJSON()).toMatchObject({
        query: 'and lost suitcases?',
        context: { conversation_turn: 1, query: QUESTION },
      });
      await log.getByRole('listitem').filter({ hasText: 'and lost suitcases?' }).getByRole('link', { name: 'Quote 1' }).waitFor();

      // /memory with a word lists the questions containing it; choosing one asks it again, on its own.
      await ask(page, '/memory bags');
      const pastQuestion = log.getByRole('button', { name: new RegExp(`^${QUESTION}`) });
      await pastQuestion.waitFor();
      expect(await log.getByRole('button', { name: /^and lost suitcases\?/ }).count()).toBe(0);
      // The newest turn is scrolled into the panel's view.
      const shown = (await panel.locator('.assistant-panel__body').boundingBox())!;
      const listed = (await pastQuestion.boundingBox())!;
      expect(listed.y >= shown.y && listed.y + listed.height <= shown.y + shown.height).toBe(true);
      await shoot(page, 'assistant-04-memory-desktop');
      const rerun = nextQuestion(page);
      await pastQuestion.click();
      expect((await rerun).postDataJSON()).toEqual({ query: QUESTION });
      await log.getByRole('link', { name: 'Quote 1' }).nth(2).waitFor();
      await shoot(page, 'assistant-05-rerun-desktop');

      // New conversation empties the panel; the recent questions are offered again.
      await panel.getByRole('button', { name: 'New conversation' }).click();
      await panel.getByRole('region', { name: 'Your recent questions' }).getByRole('button', { name: QUESTION }).waitFor();
      await context.close();
    },
    2 * JOB_MS,
  );

  it(
    'asks and lists past questions in a dialog that fills a phone’s screen',
    async () => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await logIn(page);
      // On a phone the launcher is an icon beside the notifications, named in words all the same.
      await page.getByRole('button', { name: 'Ask the assistant' }).waitFor();
      await shoot(page, 'assistant-06-launcher-phone');
      await page.getByRole('button', { name: 'Ask the assistant' }).click();
      const panel = panelOf(page);
      // The desktop's questions are this person's too.
      await panel.getByRole('region', { name: 'Your recent questions' }).getByRole('button', { name: QUESTION }).waitFor();
      await shoot(page, 'assistant-07-empty-phone');

      await ask(page, 'my bill payment');
      const log = panel.getByRole('log');
      await log.getByRole('link', { name: 'Quote 1' }).waitFor();
      await shoot(page, 'assistant-08-answer-phone');

      await ask(page, '/memory');
      await log.getByRole('button', { name: /^my bill payment/ }).waitFor();
      await shoot(page, 'assistant-09-memory-phone');

      await panel.getByRole('button', { name: 'Close the assistant' }).click();
      await panel.waitFor({ state: 'detached' });
      await context.close();
    },
    JOB_MS,
  );
});
