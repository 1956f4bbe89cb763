import { fold } from '../shared/decider';
import { given } from '../shared/given-when-then.spec-helper';
import { type JobEvent, jobEventTypes } from './job.events';
import { jobDecider } from './job.decider';

const jobId = 'job-1';
const t0 = '2025-03-01T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(t0) + seconds * 1000).toISOString();
const LEASE_MS = 30_000;

const requested: JobEvent = {
  type: 'JobRequested',
  data: { jobId, kind: 'themes.analyse', input: { snippets: [] }, organisationId: 'org-1', requestedBy: 'alice', requestedAt: t0 },
};
const claimed = (workerId: string, attempt: number, seconds: number): JobEvent => ({
  type: 'JobClaimed',
  data: { jobId, workerId, attempt, leaseExpiresAt: at(seconds + 30), claimedAt: at(seconds) },
});
const claim = (workerId: string, seconds: number) => ({
  type: 'ClaimJob' as const,
  workerId,
  leaseMs: LEASE_MS,
  maxAttempts: 3,
  now: at(seconds),
});
const succeeded = (attempt: number, seconds: number): JobEvent => ({
  type: 'JobSucceeded',
  data: { jobId, attempt, result: { themes: 2 }, succeededAt: at(seconds) },
});
const cancellationRequested = (seconds: number): JobEvent => ({
  type: 'JobCancellationRequested',
  data: { jobId, requestedBy: 'alice', requestedAt: at(seconds) },
});

describe('job decider', () => {
  describe('RequestJob', () => {
    const request = {
      type: 'RequestJob' as const,
      jobId,
      kind: 'themes.analyse',
      input: { snippets: [] },
      organisationId: 'org-1',
      requestedBy: 'alice',
      now: t0,
    };

    it('requests a new job', () => {
      given(jobDecider, []).when(request).then([requested]);
    });

    it('records nothing when the same job id is requested again (idempotent by job id)', () => {
      given(jobDecider, [requested])
        .when({ ...request, now: at(5) })
        .then([]);
    });

    it('refuses a job id already used by another kind of job', () => {
      given(jobDecider, [requested])
        .when({ ...request, kind: 'files.ingest' })
        .thenThrows('JOB_ID_TAKEN');
    });

    it('refuses commands on a job nobody requested', () => {
      given(jobDecider, []).when(claim('w1', 0)).thenThrows('JOB_NOT_FOUND');
    });
  });

  describe('ClaimJob', () => {
    it('claims an open, unclaimed job under a lease', () => {
      given(jobDecider, [requested])
        .when(claim('w1', 1))
        .then([claimed('w1', 1, 1)]);
    });

    it('refuses a job whose lease is live', () => {
      given(jobDecider, [requested, claimed('w1', 1, 1)])
        .when(claim('w2', 30))
        .thenThrows('JOB_CLAIMED');
      given(jobDecider, [requested, claimed('w1', 1, 1)])
        .when(claim('w1', 2))
        .thenThrows('JOB_CLAIMED');
    });

    it('claims again once the lease has expired, as the next attempt', () => {
      given(jobDecider, [requested, claimed('w1', 1, 1)])
        .when(claim('w2', 31))
        .then([claimed('w2', 2, 31)]);
    });

    it('counts a renewed lease from its renewal', () => {
      const renewed: JobEvent = {
        type: 'JobLeaseRenewed',
        data: { jobId, workerId: 'w1', attempt: 1, leaseExpiresAt: at(40), renewedAt: at(10) },
      };
      given(jobDecider, [requested, claimed('w1', 1, 1), renewed])
        .when(claim('w2', 35))
        .thenThrows('JOB_CLAIMED');
      given(jobDecider, [requested, claimed('w1', 1, 1), renewed])
        .when(claim('w2', 40))
        .then([claimed('w2', 2, 40)]);
    });

    it('fails the job as abandoned once every allowed attempt has let its lease expire', () => {
      const history = [requested, claimed('w1', 1, 0), claimed('w2', 2, 30), claimed('w3', 3, 60)];
      given(jobDecider, history)
        .when(claim('w4', 90))
        .then([
          {
            type: 'JobFailed',
            data: {
              jobId,
              attempt: null,
              code: 'JOB_ABANDONED',
              message: 'The job was claimed 3 times and no worker finished it before its lease expired.',
              failedAt: at(90),
            },
          },
        ]);
    });

    it('refuses a job that has ended', () => {
      given(jobDecider, [requested, claimed('w1', 1, 1), succeeded(1, 5)])
        .when(claim('w2', 100))
        .thenThrows('JOB_FINISHED');
    });
  });

  describe('the current claim', () => {
    const history = [requested, claimed('w1', 1, 0), claimed('w2', 2, 31)];

    it('renews the lease of the current claim', () => {
      given(jobDecider, history)
        .when({ type: 'RenewLease', workerId: 'w2', attempt: 2, leaseMs: LEASE_MS, now: at(40) })
        .then([{ type: 'JobLeaseRenewed', data: { jobId, workerId: 'w2', attempt: 2, leaseExpiresAt: at(70), renewedAt: at(40) } }]);
    });

    it('refuses renewal, progress and outcomes from a stale worker whose lease expired and was claimed again', () => {
      given(jobDecider, history)
        .when({ type: 'RenewLease', workerId: 'w1', attempt: 1, leaseMs: LEASE_MS, now: at(40) })
        .thenThrows('JOB_CLAIM_LOST');
      given(jobDecider, history)
        .when({ type: 'ReportProgress', workerId: 'w1', attempt: 1, done: 1, total: 2, message: 'Refining', now: at(40) })
        .thenThrows('JOB_CLAIM_LOST');
      given(jobDecider, history)
        .when({ type: 'CompleteJob', workerId: 'w1', attempt: 1, result: {}, now: at(40) })
        .thenThrows('JOB_CLAIM_LOST');
      given(jobDecider, history)
        .when({ type: 'FailJob', workerId: 'w1', attempt: 1, code: 'X', message: 'x', now: at(40) })
        .thenThrows('JOB_CLAIM_LOST');
    });

    it('tells the same worker apart by attempt', () => {
      const reclaimedBySame = [requested, claimed('w1', 1, 0), claimed('w1', 2, 31)];
      given(jobDecider, reclaimedBySame)
        .when({ type: 'CompleteJob', workerId: 'w1', attempt: 1, result: {}, now: at(40) })
        .thenThrows('JOB_CLAIM_LOST');
    });

    it('records progress of the current claim', () => {
      given(jobDecider, history)
        .when({ type: 'ReportProgress', workerId: 'w2', attempt: 2, done: 3, total: 7, message: 'Refining', now: at(41) })
        .then([{ type: 'JobProgressed', data: { jobId, attempt: 2, done: 3, total: 7, message: 'Refining', progressedAt: at(41) } }]);
    });

    it('refuses progress beyond the total', () => {
      given(jobDecider, history)
        .when({ type: 'ReportProgress', workerId: 'w2', attempt: 2, done: 8, total: 7, message: 'Refining', now: at(41) })
        .thenThrows('JOB_PROGRESS_INVALID');
    });

    it('succeeds with its result', () => {
      given(jobDecider, history)
        .when({ type: 'CompleteJob', workerId: 'w2', attempt: 2, result: { themes: 2 }, now: at(50) })
        .then([succeeded(2, 50)]);
    });

    it('fails with a stable code and message', () => {
      given(jobDecider, history)
        .when({ type: 'FailJob', workerId: 'w2', attempt: 2, code: 'INPUT_EMPTY', message: 'No snippets.', now: at(50) })
        .then([{ type: 'JobFailed', data: { jobId, attempt: 2, code: 'INPUT_EMPTY', message: 'No snippets.', failedAt: at(50) } }]);
    });
  });

  describe('outcomes are idempotent by job id', () => {
    const done = [requested, claimed('w1', 1, 0), claimed('w2', 2, 31), succeeded(2, 50)];

    it('decides nothing for a second outcome, from the same claim or a stale one', () => {
      given(jobDecider, done)
        .when({ type: 'CompleteJob', workerId: 'w2', attempt: 2, result: { themes: 9 }, now: at(51) })
        .then([]);
      given(jobDecider, done)
        .when({ type: 'CompleteJob', workerId: 'w1', attempt: 1, result: { themes: 9 }, now: at(52) })
        .then([]);
      given(jobDecider, done)
        .when({ type: 'FailJob', workerId: 'w2', attempt: 2, code: 'X', message: 'x', now: at(52) })
        .then([]);
      given(jobDecider, done)
        .when({ type: 'ConfirmCancellation', workerId: 'w2', attempt: 2, now: at(52) })
        .then([]);
    });

    it('refuses renewal and progress after the end', () => {
      given(jobDecider, done)
        .when({ type: 'RenewLease', workerId: 'w2', attempt: 2, leaseMs: LEASE_MS, now: at(51) })
        .thenThrows('JOB_FINISHED');
    });
  });

  describe('cancellation', () => {
    it('asks the worker holding a live lease to stop, and the worker confirms', () => {
      const running = [requested, claimed('w1', 1, 0)];
      given(jobDecider, running)
        .when({ type: 'RequestCancellation', requestedBy: 'alice', now: at(5) })
        .then([cancellationRequested(5)]);
      given(jobDecider, [...running, cancellationRequested(5)])
        .when({ type: 'ConfirmCancellation', workerId: 'w1', attempt: 1, now: at(6) })
        .then([{ type: 'JobCancelled', data: { jobId, attempt: 1, cancelledAt: at(6) } }]);
    });

    it('cancels at once a job no worker holds', () => {
      given(jobDecider, [requested])
        .when({ type: 'RequestCancellation', requestedBy: 'alice', now: at(5) })
        .then([cancellationRequested(5), { type: 'JobCancelled', data: { jobId, attempt: null, cancelledAt: at(5) } }]);
    });

    it('ends as cancelled when the lease of a worker asked to stop expires', () => {
      given(jobDecider, [requested, claimed('w1', 1, 0), cancellationRequested(5)])
        .when(claim('w2', 31))
        .then([{ type: 'JobCancelled', data: { jobId, attempt: null, cancelledAt: at(31) } }]);
    });

    it('records nothing when asked again or after the end', () => {
      given(jobDecider, [requested, claimed('w1', 1, 0), cancellationRequested(5)])
        .when({ type: 'RequestCancellation', requestedBy: 'bob', now: at(6) })
        .then([]);
      given(jobDecider, [requested, claimed('w1', 1, 0), succeeded(1, 5)])
        .when({ type: 'RequestCancellation', requestedBy: 'bob', now: at(6) })
        .then([]);
    });

    it('refuses a confirmation nobody asked for', () => {
      given(jobDecider, [requested, claimed('w1', 1, 0)])
        .when({ type: 'ConfirmCancellation', workerId: 'w1', attempt: 1, now: at(6) })
        .thenThrows('JOB_NOT_CANCELLING');
    });
  });

  it('folds the state workers read: status, kind, input, the current claim and attempts', () => {
    expect(fold(jobDecider, [requested, claimed('w1', 1, 0), claimed('w2', 2, 31)])).toEqual({
      status: 'open',
      jobId,
      kind: 'themes.analyse',
      input: { snippets: [] },
      organisationId: 'org-1',
      claim: { workerId: 'w2', attempt: 2, leaseExpiresAt: at(61) },
      attempts: 2,
      cancellationRequested: false,
    });
  });

  it('lists every event type it folds', () => {
    expect([...jobDecider.eventTypes].sort()).toEqual([...jobEventTypes].sort());
    expect(jobDecider.eventTypes.size).toBe(8);
  });
});
