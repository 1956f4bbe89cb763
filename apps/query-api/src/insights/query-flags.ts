import { Transform } from 'class-transformer';

/** A query-string flag: 'true' and 'false' are read as booleans; anything else is left for the validator to refuse. */
export const QueryFlag = () =>
  Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value), { toClassOnly: true });
