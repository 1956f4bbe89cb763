import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { REQUIRED } from './validation-messages';

/**
 * A field that may be left out but, when sent, must hold a value: `null` is refused with the
 * required-field message rather than silently read as "no change".
 */
export function OptionalField(): PropertyDecorator {
  return applyDecorators(
    ValidateIf((_object, value) => value !== undefined),
    IsDefined({ message: REQUIRED }),
  );
}

/** Required text, trimmed before it is checked and stored, so whitespace alone counts as empty. */
export function RequiredText(maxLength: number, tooLongMessage: string): PropertyDecorator {
  return applyDecorators(
    IsString({ message: REQUIRED }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsNotEmpty({ message: REQUIRED }),
    MaxLength(maxLength, { message: tooLongMessage }),
  );
}
