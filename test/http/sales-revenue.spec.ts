import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../support/api-client';
import { adminWithOrganisation, analysisEnded, ingestionOutcome, uploadedReady } from '../support/documents';
import { type RunningApp, startApp } from '../support/start-app';
import { CRM_EXPORT, csvCell, said, transcriptOf } from '../support/customer-data';

/** Who says what: Acme about lost luggage, Globex about paying bills, a few anonymous answers. */
function companySurvey(): Buffer {
  const rows = [
    ...said(['lost_luggage'], 0, 12).map((text) => ['ACME, Inc', text]),
    ...said(['pay_bill'], 0, 12).map((text) => ['Globex', text]),
    ...said(['credit_score'], 0, 12).map((text) => ['', text]),
  ];
  return Buffer.from(['Company,Why', ...rows.map(([company, text]) => `${csvCell(company)},${csvCell(text)}`)].join('\n'));
}

interface Recommendation {
  recommendation_id: string;
  status: 'current' | 'stale';
  score_breakdown: { priority: { factors: Array<{ name: string; known: boolean; value: number | null; explanation: string }> } };
}

interface Arr {
  total_arr: number | null;
  accounts: number;
  top_accounts: Array<{ account: string; arr: number }>;
}

/**
 * Revenue end to end: a CRM export read as sales data, matched to a survey's companies and a
 * call's email domain, so insights carry their accounts' ARR and the priority score's revenue
 * factor is known; a version without sales data knows no ARR; and another organisation sees nothing.
 */
describe('sales data and revenue (HTTP end to end, worker included)', () => {
  let app: RunningApp;
  let alice: ApiClient;
  let salesId: string;

  beforeAll(async () => {
    app = await startApp();
    alice = await adminWithOrganisation(app, `alice-${randomUUID()}@sales.test`);
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('reads a CRM export as sales data: its accounts, total ARR and rows', async () => {
    salesId = await uploadedReady(app, alice, 'crm-export.csv', CRM_EXPORT, { kind: 'sales' });
    const detail = (await alice.get(`/api/documents/${salesId}`)).body;
    expect(detail).toMatchObject({
      kind: 'sales',
      status: 'ready',
      snippets: 0,
      sales: { accounts: 3, total_arr: 173_000, columns: { account: 'Account Name', arr: 'ARR', stage: 'Stage', domain: 'Website' } },
    });
    const records = (await alice.get(`/api/documents/${salesId}/sales-records?page_size=3`)).body;
    expect(records.has_next).toBe(true);
    expect(records.records[0]).toEqual({
      row: 2,
      account: 'Acme Inc.',
      arr: 120_000,
      stage: 'Closed Won',
      close_date: '2026-03-01',
      domain: 'acme.com',
    });
    expect((await alice.get('/api/documents/api?kind=sales')).body.documents.map((d: { document_id: string }) => d.document_id)).toEqual([
      salesId,
    ]);
  });

  it('refuses sales data that is not a table, an unknown kind, and an export without revenue', async () => {
    const notTable = await alice.upload('notes.txt', Buffer.from('Acme pays 120k'), { kind: 'sales' });
    expect(notTable.status).toBe(415);
    expect(notTable.body).toMatchObject({ code: 'SALES_FORMAT', message: 'Sales data must be a CSV or XLSX export of your CRM.' });
    const unknown = await alice.upload('crm.csv', CRM_EXPORT, { kind: 'crm' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('VALIDATION_FAILED');

    const noArr = await alice.upload('accounts.csv', Buffer.from('Account Name,Owner\nAcme,Dana\n'), { kind: 'sales' });
    expect(noArr.status).toBe(201);
    const outcome = await ingestionOutcome(app, noArr.body.document_id);
    expect(outcome).toMatchObject({ type: 'DocumentRejected', data: { code: 'SALES_NO_ARR_COLUMN' } });

    // The same table without the kind is a survey, as before.
    const survey = await uploadedReady(app, alice, 'crm-as-survey.csv', CRM_EXPORT);
    expect((await alice.get(`/api/documents/${survey}`)).body.kind).toBe('survey');
  });

  it("gives insights their accounts' ARR, by company name and by a call's email domain, and weighs revenue in priority", async () => {
    const survey = await uploadedReady(app, alice, 'company-survey.csv', companySurvey());
    const call = await uploadedReady(
      app,
      alice,
      'umbrella-call.vtt',
      transcriptOf(['Thanks for joining, reach me at jane.doe@umbrella.com after the call.', ...said(['translate'], 0, 10)]),
    );
    const created = await alice.post('/api/products/api', {
      type: 'insights',
      name: 'Revenue at stake',
      description: '',
      data_types: ['surveys', 'transcripts', 'sales'],
      use_sales_data: true,
      document_ids: [survey, salesId],
      transcript_ids: [call],
    });
    expect(created.status).toBe(201);
    const productId = created.body.product_id;
    expect((await analysisEnded(alice, productId, created.body.job_id)).status).toBe('succeeded');
    expect((await alice.get(`/api/documents/source-counts?productId=${productId}`)).body).toEqual({
      document: 0,
      transcript: 1,
      survey: 1,
      sales: 1,
    });

    const listed: Recommendation[] = (await alice.get(`/api/recommendations/v2?product=${productId}`)).body.recommendations;
    const arrOf = async (insight: Recommendation): Promise<Arr> =>
      (await alice.get(`/api/recommendations/arr?recommendation=${insight.recommendation_id}`)).body;
    const arrs = await Promise.all(listed.map(arrOf));
    const withAccount = (account: string) => arrs.find((arr) => arr.top_accounts.some((top) => top.account === account));
    // Matched by the survey's company ("ACME, Inc" is Acme Inc.), each account once at its ARR.
    expect(withAccount('Acme Inc.')?.top_accounts).toContainEqual({ account: 'Acme Inc.', arr: 120_000 });
    expect(withAccount('Globex Corporation')?.top_accounts).toContainEqual({ account: 'Globex Corporation', arr: 45_000 });
    // Matched by the email domain the call names.
    expect(withAccount('Umbrella Corp')?.top_accounts).toContainEqual({ account: 'Umbrella Corp', arr: 8_000 });
    for (const arr of arrs) {
      expect(arr.total_arr).toBe(arr.top_accounts.reduce((sum, top) => sum + top.arr, 0));
      expect(arr.accounts).toBe(arr.top_accounts.length);
    }
    // Revenue is known to the priority score, and larger for the theme of the larger account.
    const revenue = (insight: Recommendation) => insight.score_breakdown.priority.factors.find((factor) => factor.name === 'revenue')!;
    expect(listed.every((insight) => revenue(insight).known)).toBe(true);
    const acme = listed[arrs.indexOf(withAccount('Acme Inc.')!)];
    const umbrella = listed[arrs.indexOf(withAccount('Umbrella Corp')!)];
    expect(revenue(acme).value!).toBeGreaterThan(revenue(umbrella).value!);

    // Another organisation's people see no such recommendation.
    const bob = await adminWithOrganisation(app, `bob-${randomUUID()}@sales.test`);
    expect((await bob.get(`/api/recommendations/arr?recommendation=${acme.recommendation_id}`)).status).toBe(404);
    expect((await bob.get(`/api/documents/${salesId}/sales-records`)).status).toBe(404);

    // A version that leaves sales data out knows no ARR: unknown, not zero.
    const refined = await alice.post('/api/products/version', { product_id: productId, refinement_prompt: '', use_sales_data: false });
    expect(refined.status).toBe(202);
    expect((await analysisEnded(alice, productId, refined.body.job_id)).status).toBe('succeeded');
    const second: Recommendation[] = (await alice.get(`/api/recommendations/v2?product=${productId}`)).body.recommendations;
    const current = second.filter((insight) => insight.status === 'current');
    expect((await arrOf(current[0])).total_arr).toBeNull();
    expect(revenue(current[0]).known).toBe(false);
  });
});
