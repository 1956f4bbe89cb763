import { DomainError } from '../shared/domain-error';

export const insightErrors = {
  /** Also the answer for another organisation's insight: existence is never revealed. */
  notFound: () => new DomainError('INSIGHT_NOT_FOUND', 'not_found', 'Insight not found.'),
  idTaken: () => new DomainError('INSIGHT_ID_TAKEN', 'conflict', 'This insight id is already used.'),
  invalidScore: () => new DomainError('IMPACT_SCORE_INVALID', 'invalid', 'The impact score is a number from 0 to 100.'),
  reasonRequired: () => new DomainError('DISMISS_REASON_REQUIRED', 'invalid', 'Please say why this insight is dismissed.'),
  reasonTooLong: (max: number) => new DomainError('DISMISS_REASON_TOO_LONG', 'invalid', `The reason can be at most ${max} characters.`),
  /** Also the answer for a snippet of another insight, or one already removed from this one. */
  snippetNotFound: () => new DomainError('INSIGHT_SNIPPET_NOT_FOUND', 'not_found', 'This snippet is not part of this insight.'),
  removalReasonRequired: () => new DomainError('SNIPPET_REMOVAL_REASON_REQUIRED', 'invalid', 'Please say why this snippet is removed.'),
  removalReasonTooLong: (max: number) =>
    new DomainError('SNIPPET_REMOVAL_REASON_TOO_LONG', 'invalid', `The reason can be at most ${max} characters.`),
  lastSnippet: () =>
    new DomainError('INSIGHT_LAST_SNIPPET', 'conflict', 'An insight keeps at least one snippet: delete the insight instead.'),
  invalidTeamPriority: (scale: readonly string[]) =>
    new DomainError('TEAM_PRIORITY_INVALID', 'invalid', `The team priority is one of ${scale.join(', ')}.`),
  /** An If-Match naming a revision older than the insight's: someone changed it since the client read it. */
  changed: () => new DomainError('INSIGHT_CHANGED', 'conflict', 'This insight changed since you opened it.'),
  ifMatchInvalid: () =>
    new DomainError(
      'IF_MATCH_INVALID',
      'invalid',
      'If-Match must be the revision of the insight you read (a whole number, quoted or not).',
    ),
  noteTooLong: (max: number) => new DomainError('NOTE_TOO_LONG', 'invalid', `A note can be at most ${max} characters.`),
};
