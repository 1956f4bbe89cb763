import { DomainError } from '../shared/domain-error';
import {
  BRIEF_FIELD_MAX_CHARS,
  WRITEUP_BLOCK_MAX_CHARS,
  WRITEUP_INSIGHTS_MAX,
  WRITEUP_PROMPT_MAX_CHARS,
  WRITEUP_TITLE_MAX_CHARS,
} from './writeup.events';

export const writeupErrors = {
  /** Also another organisation's document: existence is never revealed. */
  notFound: () => new DomainError('WRITEUP_NOT_FOUND', 'not_found', 'This document has not been generated yet.'),
  inProgress: () => new DomainError('WRITEUP_IN_PROGRESS', 'conflict', 'This document is being generated. Please wait for it to finish.'),
  methodologyRequired: () =>
    new DomainError('BRIEF_METHODOLOGY_REQUIRED', 'invalid', 'Please answer the methodology question, or choose Not sure.'),
  briefRequired: () =>
    new DomainError('BRIEF_REQUIRED', 'invalid', 'Answer the research brief questions (goal, methodology, timeline, audience) first.'),
  briefFieldTooLong: () =>
    new DomainError('BRIEF_FIELD_TOO_LONG', 'invalid', `Each answer can be at most ${BRIEF_FIELD_MAX_CHARS} characters long.`),
  promptTooLong: () =>
    new DomainError('WRITEUP_PROMPT_TOO_LONG', 'invalid', `A refinement can be at most ${WRITEUP_PROMPT_MAX_CHARS} characters long.`),
  promptRequired: () => new DomainError('WRITEUP_PROMPT_REQUIRED', 'invalid', 'Say how the document should change.'),
  tooManyInsights: () =>
    new DomainError('WRITEUP_TOO_MANY_INSIGHTS', 'invalid', `A document can rest on at most ${WRITEUP_INSIGHTS_MAX} insights.`),
  titleInvalid: () => new DomainError('WRITEUP_TITLE_INVALID', 'invalid', `A title needs 1 to ${WRITEUP_TITLE_MAX_CHARS} characters.`),
  blockTooLong: () =>
    new DomainError('WRITEUP_BLOCK_TOO_LONG', 'invalid', `A paragraph can be at most ${WRITEUP_BLOCK_MAX_CHARS} characters long.`),
  sectionsMismatch: () =>
    new DomainError('WRITEUP_SECTIONS_MISMATCH', 'invalid', 'An edit must keep the document’s sections and paragraphs.'),
  citationUnknown: () =>
    new DomainError(
      'WRITEUP_CITATION_UNKNOWN',
      'invalid',
      'An edit may remove citations but not add evidence the document was not built on.',
    ),
  versionChanged: () =>
    new DomainError('WRITEUP_CHANGED', 'conflict', 'Someone changed this document since you opened it. Reload it to see their version.'),
};
