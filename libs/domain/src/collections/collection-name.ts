import { collectionErrors } from './collection.errors';
import { COLLECTION_NAME_MAX_CHARS } from './collection.events';

/** A collection name as kept: trimmed, required, at most COLLECTION_NAME_MAX_CHARS characters. */
export function collectionName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw collectionErrors.nameRequired();
  if ([...name].length > COLLECTION_NAME_MAX_CHARS) throw collectionErrors.nameTooLong();
  return name;
}

/**
 * What two names share when they count as the same within an organisation: compatibility-normalised
 * and lower-cased, so "Pricing", "PRICING" and "ｐｒｉｃｉｎｇ" cannot stand side by side.
 */
export function collectionNameKey(name: string): string {
  return collectionName(name).normalize('NFKC').toLowerCase();
}
