import type { PipeTransform } from '@nestjs/common';

/**
 * A path segment that must be one of a few names (a document's kind): anything else names nothing,
 * and answers as the caller's own "not found" does.
 */
export class OneOfParamPipe<Value extends string> implements PipeTransform<string, Value> {
  constructor(
    private readonly values: readonly Value[],
    private readonly notFound: () => Error,
  ) {}

  transform(value: string): Value {
    if (!(this.values as readonly string[]).includes(value)) throw this.notFound();
    return value as Value;
  }
}
