/** Why a command was refused; the API maps the kind to an HTTP status, the code stays stable. */
export type DomainErrorKind = 'invalid' | 'conflict' | 'not_found' | 'forbidden' | 'unauthorized' | 'rate_limited';

export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
