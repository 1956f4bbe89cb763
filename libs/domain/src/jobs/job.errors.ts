import { DomainError } from '../shared/domain-error';

export const jobErrors = {
  notFound: () => new DomainError('JOB_NOT_FOUND', 'not_found', 'No such job.'),
  idTaken: () => new DomainError('JOB_ID_TAKEN', 'conflict', 'This job id is already used by a job of another kind.'),
  claimed: () => new DomainError('JOB_CLAIMED', 'conflict', 'Another worker holds this job under a lease that has not expired.'),
  finished: () => new DomainError('JOB_FINISHED', 'conflict', 'This job has already ended.'),
  claimLost: () =>
    new DomainError('JOB_CLAIM_LOST', 'conflict', 'This worker no longer holds the job: its lease expired and another claim followed.'),
  notCancelling: () => new DomainError('JOB_NOT_CANCELLING', 'conflict', 'Nobody asked to cancel this job.'),
  invalidProgress: () => new DomainError('JOB_PROGRESS_INVALID', 'invalid', 'Progress must be 0 <= done <= total.'),
};
