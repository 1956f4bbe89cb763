// What the workflow and rebuild benchmarks share: organisations of invited members, each with an
// insights project analysed from its own slice of the labelled customer texts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { memberWithOrganisation, verificationToken } from './bench-server.mjs';
import { analysisOutcome, createInsightsProject, feedbackSurvey, uploadReady } from './product-analysis.mjs';

const require = createRequire(import.meta.url);
const { readLabelledCsv } = require('../dist/libs/insights/src/csv/read-labelled-csv.js');

/** The rate limits are for people: a benchmark signs up and invites everyone from one address. */
export const BENCH_SERVER_ENV = {
  RATE_LIMIT_SIGNUP_PER_HOUR: '100000',
  RATE_LIMIT_LOGIN_PER_15_MIN: '100000',
  RATE_LIMIT_LOGIN_PER_ADDRESS_PER_15_MIN: '100000',
  RATE_LIMIT_INVITATIONS_PER_HOUR: '100000',
};

/** One survey per organisation, each of the texts of its own `labelsEach` labels of the data. */
export function surveysByOrganisation(dataFile, organisations, labelsEach) {
  const rows = readLabelledCsv(readFileSync(dataFile)).rows;
  const labels = [...new Set(rows.map((row) => row.label))].sort();
  return Array.from({ length: organisations }, (_, index) => {
    const mine = new Set(Array.from({ length: labelsEach }, (__, n) => labels[(index * labelsEach + n) % labels.length]));
    return feedbackSurvey(rows.filter((row) => mine.has(row.label)).map((row) => row.text));
  });
}

/** An invited member signed up, verified and signed in: their access token. */
async function invitedMember(call, dataDir, ownerToken, email, password) {
  const invited = await call('POST', '/api/customers/invitations', { email }, ownerToken);
  if (invited.status !== 201) throw new Error(`invitation of ${email}: ${invited.status} ${JSON.stringify(invited.body)}`);
  await call('POST', '/api/user/create', { email, password, firstName: 'Member', lastName: email.split('@')[0], role: 'Product' });
  await call('POST', '/api/auth/verify-email', { token: await verificationToken(dataDir, email) });
  return (await call('POST', '/api/auth/login', { email, password })).body.access_token;
}

/**
 * Organisation `name`: its owner and `members - 1` invited members (their tokens, the owner's
 * first), and the insights of a project analysed from `survey` (their ids, at most `insights`).
 */
export async function organisationWithInsights({ base, call, dataDir, name, password, survey, members, insights }) {
  const owner = await memberWithOrganisation(call, dataDir, name, password);
  const documentId = await uploadReady(base, call, owner, `${name}-survey.csv`, survey);
  const { product_id: productId } = await createInsightsProject(call, owner, [documentId]);
  await analysisOutcome(call, owner, productId);
  const { recommendations } = (await call('GET', `/api/recommendations/v2?product=${productId}&limit=500`, undefined, owner)).body;
  const tokens = [owner];
  for (let n = 1; n < members; n += 1) tokens.push(await invitedMember(call, dataDir, owner, `${name}m${n}@${name}.test`, password));
  return { productId, insightIds: recommendations.map((insight) => insight.recommendation_id).slice(0, insights), tokens };
}
