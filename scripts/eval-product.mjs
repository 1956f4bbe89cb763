// Quality through the product: labelled customer texts uploaded as a one-column survey through the
// HTTP API, an insights project created from it, the analysis awaited, every insight's snippets
// read through GET /api/snippets/v2, and the NMI of that assignment against the hidden labels
// (texts in no insight count as one cluster of their own). Last line JSON {nmi, insights, texts, analysis_s}.
// Usage: npm run eval:product -- --input ../shared/data/clustering/clinc150_test.csv
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { benchArgs, call as callServer, freePort, memberWithOrganisation, round, startServer, stopServer } from './bench-server.mjs';
import { analysisOutcome, createInsightsProject, feedbackSurvey, insightsWithSnippets, uploadReady } from './product-analysis.mjs';

const require = createRequire(import.meta.url);
const { readLabelledCsv } = require('../dist/libs/insights/src/csv/read-labelled-csv.js');
const { normalizedMutualInformation } = require('../dist/libs/insights/src/metrics/index.js');

const args = benchArgs();
const input = path.resolve(args.input ?? '../shared/data/clustering/clinc150_test.csv');
const PORT = await freePort();
const base = `http://127.0.0.1:${PORT}`;
const agent = new http.Agent({ keepAlive: true });
const call = (method, route, body, token) => callServer(base, method, route, { body, token, agent });
/** Texts are compared as the survey reader keeps them: trimmed, inner whitespace as one space. */
const key = (text) => text.trim().replace(/\s+/g, ' ');

async function main() {
  const { rows } = readLabelledCsv(await readFile(input));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'eval-product-'));
  const server = startServer({ port: PORT, dataDir });
  try {
    console.log(`server ready in ${await server.ready} ms; ${rows.length} labelled texts from ${path.basename(input)}`);
    const token = await memberWithOrganisation(call, dataDir, 'evalproduct', 'Eval-Password-42');
    const surveyId = await uploadReady(base, call, token, 'feedback.csv', feedbackSurvey(rows.map((row) => row.text)));
    const started = performance.now();
    const { product_id: productId } = await createInsightsProject(call, token, [surveyId]);
    await analysisOutcome(call, token, productId, { onStage: (stage) => stage && console.log(`  ${stage}`) });
    const analysisS = (performance.now() - started) / 1000;
    const insights = await insightsWithSnippets(call, token, productId);
    const clusterOf = new Map();
    insights.forEach((insight, index) => insight.texts.forEach((text) => clusterOf.set(key(text), index)));
    const predicted = rows.map((row) => clusterOf.get(key(row.text)) ?? -1);
    const unassigned = predicted.filter((cluster) => cluster === -1).length;
    const nmi = normalizedMutualInformation(
      rows.map((row) => row.label),
      predicted,
    );
    console.log(`${insights.length} insights in ${analysisS.toFixed(1)} s; ${unassigned} texts in no insight; NMI ${nmi.toFixed(3)}`);
    console.log(
      JSON.stringify({
        nmi: Math.round(nmi * 1000) / 1000,
        insights: insights.length,
        texts: rows.length,
        unassigned,
        analysis_s: round(analysisS),
      }),
    );
  } finally {
    await stopServer(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
