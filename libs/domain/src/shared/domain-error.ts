/** Why a command was refused; the API maps the kind to an HTTP status, the code stays stable. */
export type DomainErrorKind = 'invalid' | 'conflict' | 'not_found' | 'forbidden' | 'unauthorized' | 'rate_limited' | 'unavailable';

export interface DomainErrorOptions {
  /** When trying again may succeed (a limit's window, a busy queue); the API sends it as Retry-After. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
