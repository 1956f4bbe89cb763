import { DomainError } from '../shared/domain-error';

export const insightErrors = {
  /** Also the answer for another organisation's insight: existence is never revealed. */
  notFound: () => new DomainError('INSIGHT_NOT_FOUND', 'not_found', 'Insight not found.'),
  idTaken: () => new DomainError('INSIGHT_ID_TAKEN', 'conflict', 'This insight id is already used.'),
  invalidScore: () => new DomainError('IMPACT_SCORE_INVALID', 'invalid', 'The impact score is a number from 0 to 100.'),
  reasonRequired: () => new DomainError('DISMISS_REASON_REQUIRED', 'invalid', 'Please say why this insight is dismissed.'),
  reasonTooLong: (max: number) => new DomainError('DISMISS_REASON_TOO_LONG', 'invalid', `The reason can be at most ${max} characters.`),
};
