// What the product-level evaluation and the analysis benchmark share: customer texts uploaded as a
// one-column survey through the HTTP API, an insights project created from it, the analysis
// followed to its end, and every insight's snippets read back page by page.

/** A CSV survey whose one column, Feedback, holds each text (quoted as RFC 4180 says). */
export function feedbackSurvey(texts) {
  const quoted = texts.map((text) => `"${text.replace(/"/g, '""')}"`);
  return Buffer.from(['Feedback', ...quoted].join('\n'));
}

/** Uploads a file to the Data Library and waits until the worker has read it; its id. */
export async function uploadReady(base, call, token, fileName, bytes, timeoutMs = 600_000) {
  const form = new FormData();
  form.append('quick_upload', 'false');
  form.append('file_name', fileName);
  form.append('file', new Blob([bytes]), fileName);
  const response = await fetch(`${base}/api/documents/api`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`upload of ${fileName}: ${response.status} ${JSON.stringify(body)}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const document = (await call('GET', `/api/documents/${body.document_id}`, undefined, token)).body;
    if (document?.status === 'ready') return body.document_id;
    if (document?.status === 'failed') throw new Error(`${fileName} failed: ${JSON.stringify(document)}`);
    if (Date.now() > deadline) throw new Error(`${fileName} not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Creates an insights project (title and description left to the analysis) from the documents; its id and job. */
export async function createInsightsProject(call, token, documentIds) {
  const created = await call(
    'POST',
    '/api/products/api',
    { type: 'insights', name: '', description: '', data_types: ['surveys'], document_ids: documentIds },
    token,
  );
  if (created.status !== 201) throw new Error(`project: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body;
}

/** Polls the analysis until it ends; its last status. Throws when it failed. */
export async function analysisOutcome(call, token, productId, { timeoutMs = 900_000, onStage = () => undefined } = {}) {
  const deadline = Date.now() + timeoutMs;
  let stage = null;
  for (;;) {
    const analysis = (await call('GET', `/api/products/${productId}/analysis`, undefined, token)).body;
    if (analysis.stage !== stage) onStage((stage = analysis.stage));
    if (analysis.status === 'succeeded') return analysis;
    if (analysis.status === 'failed' || analysis.status === 'cancelled')
      throw new Error(`analysis ${analysis.status}: ${analysis.error_code} ${analysis.error_message}`);
    if (Date.now() > deadline) throw new Error(`analysis not finished within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every current insight of the project with the texts of all its snippets, read through GET /api/snippets/v2. */
export async function insightsWithSnippets(call, token, productId) {
  const { recommendations } = (
    await call('GET', `/api/recommendations/v2?product=${productId}&primary_only=true&limit=500`, undefined, token)
  ).body;
  const insights = [];
  for (const recommendation of recommendations) {
    const texts = [];
    for (let page = 1; ; page += 1) {
      const answer = (
        await call(
          'GET',
          `/api/snippets/v2?recommendation=${recommendation.recommendation_id}&page=${page}&page_size=100`,
          undefined,
          token,
        )
      ).body;
      texts.push(...answer.snippets.map((snippet) => snippet.text));
      if (!answer.has_next) break;
    }
    insights.push({ id: recommendation.recommendation_id, title: recommendation.title, texts });
  }
  return insights;
}
