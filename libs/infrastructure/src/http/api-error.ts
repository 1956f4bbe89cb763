import { DomainError } from '@app/domain';
import { HttpException, HttpStatus } from '@nestjs/common';
import { WrongExpectedRevisionError } from '../event-store/event-store.port';

export interface ApiErrorBody {
  statusCode: number;
  code: string;
  error: string;
  message: string;
}

const STATUS_BY_KIND: Record<DomainError['kind'], number> = {
  invalid: HttpStatus.BAD_REQUEST,
  conflict: HttpStatus.CONFLICT,
  not_found: HttpStatus.NOT_FOUND,
  forbidden: HttpStatus.FORBIDDEN,
  unauthorized: HttpStatus.UNAUTHORIZED,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const DEFAULT_MESSAGES: Record<number, string> = {
  401: 'User not authenticated',
  404: 'Not found.',
  413: 'The request body is too large.',
  415: 'Send the request body as JSON.',
};

const body = (statusCode: number, code: string, message: string): ApiErrorBody => ({ statusCode, code, error: message, message });

/** One mapping from anything thrown to the status and body the client sees (see docs/api.md). */
export function toApiError(error: unknown): ApiErrorBody {
  if (error instanceof DomainError) return body(STATUS_BY_KIND[error.kind], error.code, error.message);
  if (error instanceof WrongExpectedRevisionError) {
    return body(409, 'CONCURRENT_MODIFICATION', 'Someone else changed this at the same time. Please reload and try again.');
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse() as string | { message?: string | string[]; code?: string };
    const raw = typeof response === 'string' ? response : response.message;
    const text = Array.isArray(raw) ? raw.join('; ') : raw;
    const code = (typeof response === 'object' && response.code) || CODE_BY_STATUS[status] || 'ERROR';
    const message =
      DEFAULT_MESSAGES[status] && (!text || /^(Unauthorized|Not Found|Payload Too Large|Cannot \w+ )/.test(text))
        ? DEFAULT_MESSAGES[status]
        : text || 'Request failed.';
    return body(status, code, message);
  }
  const fastifyStatus = (error as { statusCode?: number })?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    const code = CODE_BY_STATUS[fastifyStatus] ?? 'BAD_REQUEST';
    const message = DEFAULT_MESSAGES[fastifyStatus] ?? (fastifyStatus === 400 ? 'The request body is not valid JSON.' : 'Request failed.');
    return body(fastifyStatus, code, message);
  }
  return body(500, 'INTERNAL', 'Something went wrong on our side. Please try again later.');
}
