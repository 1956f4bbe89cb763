import { analysisJobId, BLANK_PROJECT_FIELDS, type DomainEvent, type InsightEvent, type ProjectEvent, streams } from '@app/domain';
import { encodeInsightMembers } from '@app/infrastructure/files';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { ApiClient } from '../support/api-client';
import { DESKTOP, photographAndCheck as shoot, PHONE, productAndChromium, signedInPage, stopProductAndChromium } from '../support/browser';
import { uploadedReady } from '../support/documents';
import { organisationAdmin } from '../support/members';
import { appendEvents } from '../support/append-events';
import type { RunningApp } from '../support/start-app';

/**
 * The Other bucket of a project's latest analysis (snippets of themes too small to rank), as a
 * member sees it below the ranked insights: collapsed, opened by keyboard, its snippets with their
 * source, on a laptop and a phone. The analysis' events are written directly (what the engine puts
 * in the bucket is its own tests' business), around a call the worker really read.
 */
const NAMESPACE = 'otherco';
const EMAIL = 'olga@other-snippets.test';
const TURNS = [
  'The export to spreadsheets keeps timing out for large accounts.',
  'Every large export times out, so we split the reports by hand.',
  'Exports of big reports never finish before the timeout.',
  'Our finance team gave up on exporting the quarterly report.',
  'By the way, the new logo looks a bit dated to me.',
  'I would love a dark mode for late evenings.',
  'Could the mobile app remember my last filter?',
];

const SPEAKERS = ['Ana', 'Ben'];

function call(): Buffer {
  const time = (seconds: number) => `00:00:${String(seconds).padStart(2, '0')}.000`;
  // Two speakers taking turns: one speaker's consecutive cues would be read as one turn.
  const cues = TURNS.flatMap((line, index) => [`${time(index * 5)} --> ${time(index * 5 + 4)}`, `<v ${SPEAKERS[index % 2]}>${line}`, '']);
  return Buffer.from(['WEBVTT', '', ...cues].join('\n'));
}

const score = (value: number) => ({
  score: value,
  factors: [{ name: 'frequency', value: value / 100, weight: 1, contribution: value, known: true, explanation: 'How often it is said' }],
});

describe('the Other bucket in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let productId: string;

  async function append(client: ApiClient, organisationId: string, streamId: string, events: DomainEvent[]): Promise<void> {
    client.position = Math.max(client.position, await appendEvents(app.infrastructure, streamId, events, { organisationId }));
  }

  beforeAll(async () => {
    ({ app, browser } = await productAndChromium());
    const owner = await organisationAdmin(app, EMAIL, { name: 'Other Co', namespace: NAMESPACE }, { firstName: 'Olga', lastName: 'Other' });
    const organisationId: string = (await owner.get('/api/user/api')).body.customer.customer_id;
    const documentId = await uploadedReady(app, owner, 'call-with-ana.vtt', call());
    productId = randomUUID();
    const jobId = analysisJobId(productId, 1);
    const insightId = randomUUID();
    const snippet = (n: number) => ({ snippetId: `${documentId}:${n}`, documentId, text: TURNS[n] });
    const members = [0, 1, 2, 3].map((n) => ({ snippetId: `${documentId}:${n}`, documentId, sentiment: -0.5 }));
    const { hash } = await app.infrastructure.files.writeArtefact(encodeInsightMembers(members));
    const now = new Date().toISOString();
    const insight: InsightEvent = {
      type: 'InsightCreated',
      data: {
        insightId,
        organisationId,
        productId,
        jobId,
        version: 1,
        createdAt: now,
        title: 'Large exports time out',
        summary: 'Customers with large accounts cannot export their reports to spreadsheets.',
        keyPhrases: ['export', 'timeout'],
        quotes: [snippet(0), snippet(1)],
        membersArtefact: hash,
        snippetCount: 4,
        sentiment: { mean: -0.5, label: 'negative', positive: 0, neutral: 0, negative: 4 },
        impact: score(72),
        priority: score(64),
        surveyColumnName: null,
        surveyBreakdowns: [],
        sourceBreakdown: { byKind: { transcript: 4 }, byDocument: [{ documentId, fileName: 'call-with-ana.vtt', count: 4 }] },
        mentionsByDay: {},
        measuredAt: now,
        halfLifeDays: 30,
      },
    };
    const project: ProjectEvent[] = [
      {
        type: 'ProjectCreated',
        data: {
          productId,
          organisationId,
          type: 'insights',
          fields: { ...BLANK_PROJECT_FIELDS, name: 'Reporting feedback', description: 'What customers say about reports' },
          nameGenerated: false,
          descriptionGenerated: false,
          dataTypes: ['transcripts'],
          firstVersion: { refinementPrompt: '', useSalesData: false, keywords: [], salesCallsStartDate: null, salesCallsEndDate: null },
          createdBy: 'olga',
          createdAt: now,
        },
      },
      { type: 'ProjectSourcesAdded', data: { productId, sources: [{ documentId, kind: 'transcript' }], addedBy: 'olga', addedAt: now } },
      {
        type: 'AnalysisRecorded',
        data: {
          productId,
          jobId,
          version: 1,
          snippets: 7,
          created: [insightId],
          continued: [],
          staled: [],
          other: { count: 3, minThemeSnippets: 3, snippets: [4, 5, 6].map(snippet) },
          recordedAt: now,
        },
      },
    ];
    await append(owner, organisationId, streams.insight(insightId), [insight]);
    await append(owner, organisationId, streams.product(productId), project);
    // The read models hold it before the browser asks.
    expect((await owner.get(`/api/products/api?product=${productId}`)).body.other).toMatchObject({ count: 3 });
  }, 120_000);

  afterAll(async () => {
    await stopProductAndChromium(app, browser);
  });

  async function openProject(options: typeof DESKTOP): Promise<Page> {
    const page = await signedInPage(browser, app.baseUrl, EMAIL, NAMESPACE, options);
    await page.goto(`${app.baseUrl}/customer/${NAMESPACE}/product/${productId}`);
    await page.getByRole('list', { name: 'Insights' }).getByRole('heading', { name: 'Large exports time out' }).waitFor();
    return page;
  }

  it('shows the bucket apart below the ranked insights, collapsed, and opens it by keyboard (desktop)', async () => {
    const page = await openProject(DESKTOP);
    const section = page.getByRole('region', { name: 'Other — 3 snippets fit no theme' });
    const toggle = section.getByRole('button', { name: 'Other — 3 snippets fit no theme' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await section.getByText('I would love a dark mode for late evenings.').count()).toBe(0);
    // Not one of the ranked insights.
    expect(await page.getByRole('list', { name: 'Insights' }).getByRole('listitem').count()).toBe(1);
    await shoot(page, 'other-01-collapsed-desktop');

    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Each with where it was said (the call, the speaker and the moment) and a way to it in its file, as an insight's quotes.
    const items = section.getByRole('listitem');
    await items.last().getByText('· Ana · 00:30').waitFor();
    expect((await items.allTextContents()).map((text) => text.trim())).toEqual([
      `${TURNS[4]}call-with-ana.vtt · Ana · 00:20Open in call-with-ana.vtt`,
      `${TURNS[5]}call-with-ana.vtt · Ben · 00:25Open in call-with-ana.vtt`,
      `${TURNS[6]}call-with-ana.vtt · Ana · 00:30Open in call-with-ana.vtt`,
    ]);
    await shoot(page, 'other-02-open-desktop');
    await page.context().close();
  });

  it('fits a phone, opened by touch (mobile)', async () => {
    const page = await openProject(PHONE);
    const toggle = page.getByRole('button', { name: 'Other — 3 snippets fit no theme' });
    await toggle.tap();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByText(TURNS[6]).waitFor();
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth')).toBe(false);
    await shoot(page, 'other-03-open-phone');
    await page.context().close();
  });
});
