import { DomainError } from '../shared/domain-error';

export const commentErrors = {
  /** Also the answer for another organisation's comment: existence is never revealed. */
  notFound: () => new DomainError('COMMENT_NOT_FOUND', 'not_found', 'Comment not found.'),
  textRequired: () => new DomainError('COMMENT_TEXT_REQUIRED', 'invalid', 'Please write a comment.'),
  textTooLong: (max: number) => new DomainError('COMMENT_TEXT_TOO_LONG', 'invalid', `A comment can be at most ${max} characters.`),
  chainNotFound: () => new DomainError('COMMENT_CHAIN_NOT_FOUND', 'invalid', 'This comment chain does not exist on this insight.'),
  mentionNotMember: () => new DomainError('COMMENT_MENTION_NOT_MEMBER', 'invalid', 'Only members of your organisation can be mentioned.'),
  tooManyMentions: (max: number) =>
    new DomainError('COMMENT_TOO_MANY_MENTIONS', 'invalid', `A comment can mention at most ${max} members.`),
  notYours: () => new DomainError('COMMENT_DELETE_FORBIDDEN', 'forbidden', 'Only its author or an Admin can delete this comment.'),
};
