import { DomainError } from '@app/domain';
import { BoundedWorkQueue } from './bounded-work-queue';

/** A job that runs until the test lets it finish, recording how many jobs run at once. */
function gatedJobs() {
  let running = 0;
  let mostAtOnce = 0;
  const finishers: Array<() => void> = [];
  const job = (result: string) => () =>
    new Promise<string>((resolve) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      finishers.push(() => {
        running -= 1;
        resolve(result);
      });
    });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const finishAll = async () => {
    await settle();
    while (finishers.length) {
      finishers.shift()!();
      await settle();
    }
  };
  return { job, finishAll, mostAtOnce: () => mostAtOnce };
}

describe('BoundedWorkQueue', () => {
  it('runs at most `concurrency` jobs at once and finishes every admitted job', async () => {
    const queue = new BoundedWorkQueue({ concurrency: 2, waitingLimit: 10 });
    const { job, finishAll, mostAtOnce } = gatedJobs();
    const results = Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => queue.run(job(name))));
    await finishAll();
    await expect(results).resolves.toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(mostAtOnce()).toBe(2);
  });

  it('refuses a job beyond the waiting limit at once with 503 SERVER_BUSY and a Retry-After', async () => {
    const queue = new BoundedWorkQueue({ concurrency: 1, waitingLimit: 2 });
    const { job, finishAll } = gatedJobs();
    const admitted = [queue.run(job('running')), queue.run(job('waiting 1')), queue.run(job('waiting 2'))];
    const refused = await queue.run(job('one too many')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'SERVER_BUSY',
      kind: 'unavailable',
      message: 'The server is busy. Please try again in a moment.',
    });
    expect((refused as DomainError).retryAfterSeconds).toBeGreaterThanOrEqual(1);

    await finishAll();
    await expect(Promise.all(admitted)).resolves.toEqual(['running', 'waiting 1', 'waiting 2']);
    const afterwards = queue.run(job('room again'));
    await finishAll();
    await expect(afterwards).resolves.toBe('room again');
  });

  it('takes the place before preparing, so a refused job prepares nothing, and hands the preparation to the job', async () => {
    const queue = new BoundedWorkQueue({ concurrency: 1, waitingLimit: 1 });
    const { job, finishAll } = gatedJobs();
    let lookUps = 0;
    const lookUp = async () => {
      lookUps += 1;
      return `row ${lookUps}`;
    };
    const admitted = [
      queue.runPrepared(lookUp, (row) => job(`${row} checked`)()),
      queue.runPrepared(lookUp, (row) => job(`${row} checked`)()),
    ];
    await expect(queue.runPrepared(lookUp, async (row) => row)).rejects.toMatchObject({ code: 'SERVER_BUSY' });
    expect(lookUps).toBe(2);
    await finishAll();
    await expect(Promise.all(admitted)).resolves.toEqual(['row 1 checked', 'row 2 checked']);
  });

  it('frees the place of a job whose preparation fails', async () => {
    const queue = new BoundedWorkQueue({ concurrency: 1, waitingLimit: 0 });
    await expect(
      queue.runPrepared(
        () => Promise.reject(new Error('database down')),
        async () => 'never',
      ),
    ).rejects.toThrow('database down');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new BoundedWorkQueue({ concurrency: 1, waitingLimit: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a concurrency below 1, which would never run anything', () => {
    expect(() => new BoundedWorkQueue({ concurrency: 0, waitingLimit: 5 })).toThrow('at least 1');
  });
});
