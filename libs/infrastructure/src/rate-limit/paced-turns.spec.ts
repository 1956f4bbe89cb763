import { DomainError } from '@app/domain';
import { PacedTurns } from './paced-turns';

describe('PacedTurns', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Whether the promise has settled once pending callbacks have run. */
  async function settled(promise: Promise<unknown>): Promise<boolean> {
    let done = false;
    void promise.then(() => (done = true));
    await jest.advanceTimersByTimeAsync(0);
    return done;
  }

  it('gives a key one turn per spacing in arrival order, and refuses a caller who would wait longer than one spacing', async () => {
    const turns = new PacedTurns(10_000, 'Wait your turn.');
    expect(await settled(turns.take('owner@x.test'))).toBe(true);

    const second = turns.take('owner@x.test');
    expect(await settled(second)).toBe(false);
    const third = await turns.take('owner@x.test').catch((error: unknown) => error);
    expect(third).toBeInstanceOf(DomainError);
    expect(third).toMatchObject({ kind: 'rate_limited', message: 'Wait your turn.', retryAfterSeconds: 10 });

    await jest.advanceTimersByTimeAsync(9_999);
    expect(await settled(second)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(second)).toBe(true);
  });

  it('paces each key on its own and starts afresh once a spacing has passed unused', async () => {
    const turns = new PacedTurns(10_000, 'Wait your turn.');
    await turns.take('a');
    expect(await settled(turns.take('b'))).toBe(true);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(await settled(turns.take('a'))).toBe(true);
  });
});
