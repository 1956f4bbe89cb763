import Fastify, { type FastifyInstance } from 'fastify';
import { CommandResult, CONSISTENCY_HEADER, registerCommandResults } from './consistency';

describe('registerCommandResults', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    registerCommandResults(app);
    app.post('/saved', async () => new CommandResult(42, { recommendation_id: 'r1', is_saved: true }));
    app.post('/nothing-to-say', async () => new CommandResult(7, null));
    app.post('/unchanged', async () => new CommandResult(0, true));
    app.get('/query', async () => ({ items: [] }));
    await app.ready();
  });

  afterAll(() => app.close());

  it("answers a command's body with the position of its last event", async () => {
    const response = await app.inject({ method: 'POST', url: '/saved' });
    expect(response.headers[CONSISTENCY_HEADER]).toBe('42');
    expect(response.json()).toEqual({ recommendation_id: 'r1', is_saved: true });
  });

  it('answers a null or boolean body as JSON, as the command wrote it', async () => {
    const empty = await app.inject({ method: 'POST', url: '/nothing-to-say' });
    expect([empty.headers[CONSISTENCY_HEADER], empty.body]).toEqual(['7', 'null']);
    const unchanged = await app.inject({ method: 'POST', url: '/unchanged' });
    expect([unchanged.headers[CONSISTENCY_HEADER], unchanged.body]).toEqual(['0', 'true']);
  });

  it('leaves any other answer as it is, without a position', async () => {
    const response = await app.inject({ method: 'GET', url: '/query' });
    expect(response.headers[CONSISTENCY_HEADER]).toBeUndefined();
    expect(response.json()).toEqual({ items: [] });
  });
});
