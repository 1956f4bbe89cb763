// SPEC section 5: a name of 2 to 24 characters; a URL (namespace) of 2 to 24 letters a-z and digits.

export const NAME_MIN = 2;
export const NAME_MAX = 24;
export const NAMESPACE_PATTERN = /^[a-z0-9]{2,24}$/;

export function isValidOrganisationName(name: string): boolean {
  const length = [...name.trim()].length;
  return length >= NAME_MIN && length <= NAME_MAX;
}

export function isValidNamespace(namespace: string): boolean {
  return NAMESPACE_PATTERN.test(namespace);
}

/** A namespace suggested from the name: accents dropped, only a-z and 0-9 kept. */
export function suggestNamespace(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, NAME_MAX);
}
