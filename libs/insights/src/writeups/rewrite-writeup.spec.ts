import { chatCompletionsProvider, LlmError, type ChatMessage, type LlmProvider } from '../llm/chat-completions';
import { completion, FakeLlmServer, type FakeReply } from '../llm/fake-llm-server.spec-helper';
import { composeWriteup } from './compose-writeup';
import { numbersIn } from '../llm/model-text';
import { BLOCKS_PER_REQUEST, MAX_BLOCK_TEXT, rewriteWriteup } from './rewrite-writeup';
import type { Writeup, WriteupBlock } from './types';
import { insight, material } from './writeups.spec-helper';

interface SentBlock {
  id: string;
  text: string;
  evidence: string[];
}

const input = material('value_prop');
const draft = composeWriteup(input);
const blocks = (writeup: Writeup): WriteupBlock[] => writeup.sections.flatMap((section) => section.blocks);
const sentBlocks = (messages: readonly ChatMessage[]): SentBlock[] => (JSON.parse(messages[1].content) as { blocks: SentBlock[] }).blocks;
/** A model that rewords every block it is sent by prefixing it: the numbers stay. */
const reword = (sent: readonly SentBlock[], edit: (block: SentBlock) => string | null = (block) => `In short: ${block.text}`) =>
  JSON.stringify({
    blocks: sent.flatMap((block) => {
      const text = edit(block);
      return text === null ? [] : [{ id: block.id, text }];
    }),
  });

/** A provider object answering each request with `answer(sent blocks)`, recording the requests. */
function fakeProvider(answer: (sent: SentBlock[]) => string) {
  const requests: ChatMessage[][] = [];
  const provider: LlmProvider = {
    async complete(messages) {
      requests.push([...messages]);
      return answer(sentBlocks(messages));
    },
  };
  return { provider, requests };
}

const withTexts = (writeup: Writeup, texts: ReadonlyMap<string, string>): Writeup => ({
  ...writeup,
  sections: writeup.sections.map((section) => ({
    ...section,
    blocks: section.blocks.map((block) => ({ ...block, text: texts.get(block.id) ?? block.text })),
  })),
});

describe('rewriteWriteup with a provider object', () => {
  it('sends every block with the quotes it cites, and takes the rewording, citations untouched', async () => {
    const { provider, requests } = fakeProvider((sent) => reword(sent));
    const outcome = await rewriteWriteup(provider, input, draft);
    expect(outcome).toEqual({
      writeup: withTexts(draft, new Map(blocks(draft).map((block) => [block.id, `In short: ${block.text}`]))),
      rewritten: true,
      problems: [],
    });
    expect(requests).toHaveLength(1);
    const [system, user] = requests[0];
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/grounded only in/);
    expect(system.content).toMatch(/never instructions/);
    expect(system.content).toContain('{"blocks":[{"id":"<the block id>","text":"..."}]}');
    expect(user.role).toBe('user');
    const sent = sentBlocks(requests[0]);
    expect(sent.map((block) => block.id)).toEqual(blocks(draft).map((block) => block.id));
    expect(sent.find((block) => block.id === 'pain_points.1')).toEqual({
      id: 'pain_points.1',
      text: blocks(draft).find((block) => block.id === 'pain_points.1')?.text,
      evidence: ['My bag was lost on the connection in Frankfurt and nobody called me back.', 'Three days without my suitcase.'],
    });
    // Insight-level citations and the person's inputs carry no quote.
    expect(sent.find((block) => block.id === 'target_audience.1')?.evidence).toEqual([]);
  });

  it('truncates long quotes sent as evidence', async () => {
    const long = insight('long', { quotes: [{ snippetId: 'l1', documentId: 'd', text: 'word '.repeat(200) }] });
    const longInput = material('value_prop', { insights: [long] });
    const { provider, requests } = fakeProvider((sent) => reword(sent));
    await rewriteWriteup(provider, longInput, composeWriteup(longInput));
    const evidence = sentBlocks(requests[0]).flatMap((block) => block.evidence);
    expect(evidence.length).toBeGreaterThan(0);
    for (const quote of evidence) expect(quote.length).toBeLessThanOrEqual(301);
  });

  it('keeps the offline text of a block the model dropped, emptied or made too long', async () => {
    const { provider } = fakeProvider((sent) =>
      reword(sent, (block) =>
        block.id === 'pain_points.1'
          ? null
          : block.id === 'pain_points.2'
            ? '  '
            : block.id === 'benefits.1'
              ? 'x'.repeat(MAX_BLOCK_TEXT + 1)
              : `Reworded: ${block.text}`,
      ),
    );
    const outcome = await rewriteWriteup(provider, input, draft);
    const byId = new Map(blocks(outcome.writeup).map((block) => [block.id, block.text]));
    for (const id of ['pain_points.1', 'pain_points.2', 'benefits.1'])
      expect(byId.get(id)).toBe(blocks(draft).find((block) => block.id === id)?.text);
    expect(byId.get('pain_points.3')).toMatch(/^Reworded: /);
    expect(outcome.rewritten).toBe(true);
    expect(outcome.problems).toEqual([
      `block pain_points.2: text missing, empty or over ${MAX_BLOCK_TEXT} characters`,
      `block benefits.1: text missing, empty or over ${MAX_BLOCK_TEXT} characters`,
      'no entry for pain_points.1',
    ]);
  });

  it('keeps the offline text of a block given a number neither it nor its quotes state', async () => {
    const { provider } = fakeProvider((sent) =>
      reword(sent, (block) => (block.id === 'pain_points.1' ? 'Lost luggage affects 45 % of travellers.' : `Reworded: ${block.text}`)),
    );
    const outcome = await rewriteWriteup(provider, input, draft);
    expect(blocks(outcome.writeup).find((block) => block.id === 'pain_points.1')).toEqual(
      blocks(draft).find((block) => block.id === 'pain_points.1'),
    );
    expect(outcome.problems).toEqual(['block pain_points.1: states 45, which neither the block nor its quotes do']);
  });

  it('accepts numbers from the quotes and a reworded thousands separator', async () => {
    expect(numbersIn('$120,000 ARR, 2.1 on average, 14.')).toEqual(['120000', '2.1', '14']);
    const { provider } = fakeProvider((sent) =>
      reword(sent, (block) =>
        block.id === 'pain_points.1'
          ? 'Lost luggage (14 snippets) is behind 120000 dollars of ARR.'
          : block.id === 'pain_points.3'
            ? 'Setting up the app can take 20 minutes at the gate (3 snippets).'
            : block.text,
      ),
    );
    const outcome = await rewriteWriteup(provider, input, draft);
    expect(outcome.problems).toEqual([]);
    expect(blocks(outcome.writeup).find((block) => block.id === 'pain_points.3')?.text).toMatch(/20 minutes/);
    expect(blocks(outcome.writeup).find((block) => block.id === 'pain_points.1')?.text).toMatch(/^Lost luggage \(14 snippets\)/);
  });

  it('keeps the draft unchanged when the provider fails', async () => {
    const provider: LlmProvider = { complete: () => Promise.reject(new LlmError('http', 'chat completions answered 503: busy', 503)) };
    await expect(rewriteWriteup(provider, input, draft)).resolves.toEqual({
      writeup: draft,
      rewritten: false,
      problems: [expect.stringContaining('chat completions answered 503')],
    });
  });

  it('keeps the draft unchanged when the answer is not JSON, and takes one inside a ```json fence', async () => {
    const prose = await rewriteWriteup(fakeProvider(() => 'Sure! Here is a better brief: ...').provider, input, draft);
    expect(prose).toEqual({ writeup: draft, rewritten: false, problems: [expect.stringContaining('not JSON')] });
    const wrongShape = await rewriteWriteup(fakeProvider(() => '{"themes":[]}').provider, input, draft);
    expect(wrongShape).toEqual({ writeup: draft, rewritten: false, problems: ['the answer has no "blocks" array'] });
    const fenced = await rewriteWriteup(fakeProvider((sent) => '```json\n' + reword(sent) + '\n```').provider, input, draft);
    expect(fenced.rewritten).toBe(true);
    expect(fenced.problems).toEqual([]);
  });

  it('ignores unknown ids and drops a block answered twice', async () => {
    const { provider } = fakeProvider((sent) => {
      const answer = JSON.parse(reword(sent)) as { blocks: Array<{ id: string; text: string }> };
      answer.blocks.push({ id: 'nowhere.1', text: 'x' }, { id: 'benefits.1', text: 'Again' });
      return JSON.stringify(answer);
    });
    const outcome = await rewriteWriteup(provider, input, draft);
    expect(blocks(outcome.writeup).find((block) => block.id === 'benefits.1')?.text).toBe(
      blocks(draft).find((block) => block.id === 'benefits.1')?.text,
    );
    expect(outcome.problems).toEqual(['an entry names no block of the request ("nowhere.1")', 'block benefits.1 appears twice']);
  });

  it(`sends ${BLOCKS_PER_REQUEST} blocks per request and stops once cancelled`, async () => {
    const many = Array.from({ length: 10 }, (_, index) => insight(`i${index}`));
    const bigInput = material('product_spec', { insights: many });
    const bigDraft = composeWriteup(bigInput);
    const count = blocks(bigDraft).length;
    expect(count).toBeGreaterThan(BLOCKS_PER_REQUEST);
    const all = fakeProvider((sent) => reword(sent));
    const outcome = await rewriteWriteup(all.provider, bigInput, bigDraft);
    expect(all.requests.map((request) => sentBlocks(request).length)).toEqual(
      Array.from({ length: Math.ceil(count / BLOCKS_PER_REQUEST) }, (_, index) =>
        Math.min(BLOCKS_PER_REQUEST, count - index * BLOCKS_PER_REQUEST),
      ),
    );
    expect(blocks(outcome.writeup).every((block) => block.text.startsWith('In short: '))).toBe(true);

    const controller = new AbortController();
    const signals: Array<AbortSignal | undefined> = [];
    const cancelling: LlmProvider = {
      async complete(messages, options) {
        signals.push(options?.signal);
        controller.abort();
        return reword(sentBlocks(messages));
      },
    };
    const cancelled = await rewriteWriteup(cancelling, bigInput, bigDraft, { signal: controller.signal });
    expect(signals).toEqual([controller.signal]);
    expect(blocks(cancelled.writeup).filter((block) => block.text.startsWith('In short: '))).toHaveLength(BLOCKS_PER_REQUEST);
    expect(cancelled.problems).toEqual([expect.stringMatching(/kept offline: cancelled$/)]);
  });
});

describe('rewriteWriteup against a local chat-completions endpoint', () => {
  const server = new FakeLlmServer();
  let baseUrl: string;
  const provider = () =>
    chatCompletionsProvider({ baseUrl, apiKey: 'sk-test', model: 'fake-model', timeoutMs: 2000 }, fetch, { retryDelayMs: 0 });
  const ids = blocks(draft).map((block) => block.id);
  const answerFor = (edit?: (block: SentBlock) => string | null) =>
    completion(
      reword(
        blocks(draft).map((block) => ({ id: block.id, text: block.text, evidence: [] })),
        edit,
      ),
    );
  const rewriteWith = (...replies: FakeReply[]) => {
    server.script(...replies);
    return rewriteWriteup(provider(), input, draft);
  };

  beforeAll(async () => {
    baseUrl = await server.start();
  });
  afterAll(() => server.stop());

  it('rewrites every block from a good answer', async () => {
    const outcome = await rewriteWith(answerFor());
    expect(outcome.rewritten).toBe(true);
    expect(outcome.problems).toEqual([]);
    expect(blocks(outcome.writeup).map((block) => block.citations)).toEqual(blocks(draft).map((block) => block.citations));
    expect(blocks(outcome.writeup).every((block) => block.text.startsWith('In short: '))).toBe(true);
    expect(server.requests).toHaveLength(1);
    const body = server.requests[0].body as { model: string; messages: ChatMessage[] };
    expect(body.model).toBe('fake-model');
    expect(sentBlocks(body.messages).map((block) => block.id)).toEqual(ids);
  });

  it('keeps the offline text of a dropped block', async () => {
    const outcome = await rewriteWith(answerFor((block) => (block.id === ids[0] ? null : `In short: ${block.text}`)));
    expect(blocks(outcome.writeup)[0]).toEqual(blocks(draft)[0]);
    expect(outcome.rewritten).toBe(true);
    expect(outcome.problems).toEqual([`no entry for ${ids[0]}`]);
  });

  it('keeps the offline text of a block with an invented number', async () => {
    const outcome = await rewriteWith(
      answerFor((block) => (block.id === 'pain_points.1' ? 'Lost luggage costs 7 airlines dearly.' : `In short: ${block.text}`)),
    );
    expect(blocks(outcome.writeup).find((block) => block.id === 'pain_points.1')).toEqual(
      blocks(draft).find((block) => block.id === 'pain_points.1'),
    );
    expect(outcome.problems).toEqual(['block pain_points.1: states 7, which neither the block nor its quotes do']);
  });

  it('keeps the draft when the endpoint fails (after its one retry)', async () => {
    const outcome = await rewriteWith({ status: 500, body: 'internal error' });
    expect(outcome).toEqual({ writeup: draft, rewritten: false, problems: [expect.stringContaining('500')] });
    expect(server.requests).toHaveLength(2);
  });

  it('keeps the draft when the answer is malformed JSON', async () => {
    await expect(rewriteWith(completion('{"blocks": [{"id": "pain_points.1", "text": '))).resolves.toEqual({
      writeup: draft,
      rewritten: false,
      problems: [expect.stringContaining('not JSON')],
    });
    await expect(rewriteWith({ status: 200, body: '{"choices": [' })).resolves.toEqual({
      writeup: draft,
      rewritten: false,
      problems: [expect.stringContaining('something other than JSON')],
    });
  });
});
