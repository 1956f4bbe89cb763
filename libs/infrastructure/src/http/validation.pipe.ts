import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function messagesOf(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const field = prefix + error.property;
    if (error.constraints?.whitelistValidation) return [`Unknown field "${field}".`];
    // A missing, null or blank value needs only one message: that it is required.
    const required = error.constraints?.isDefined ?? error.constraints?.isNotEmpty;
    const own = required ? [required] : Object.values(error.constraints ?? {});
    return [...own, ...messagesOf(error.children ?? [], `${field}.`)];
  });
}

/**
 * Every body is checked against its DTO: unknown fields are refused (never silently dropped),
 * types are not coerced, and the first message tells the person what to fix.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const messages = [...new Set(messagesOf(errors))];
      return new BadRequestException({ message: messages.join(' '), code: 'VALIDATION_FAILED' });
    },
  });
}
