/** The longest name typed after @ that is still looked up. */
const MAX_QUERY = 40;

/**
 * The mention being typed just before the caret: an @ at the start or after a space, then what
 * follows it on the same line. Null when the caret is not in one.
 */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at === -1 || (at > 0 && !/\s/.test(before[at - 1]))) return null;
  const query = before.slice(at + 1);
  if (query.length > MAX_QUERY || /[\n@]/.test(query) || /\s\s/.test(query)) return null;
  return { start: at, query };
}

/** The text with the mention being typed replaced by `@name ` and where the caret goes after it. */
export function insertMention(text: string, caret: number, start: number, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** The members chosen for mentions whose @name is still in the text: deleting the name drops the mention. */
export function mentionsKept(text: string, chosen: ReadonlyArray<{ user_id: string; name: string }>): string[] {
  return [...new Set(chosen.filter((member) => text.includes(`@${member.name}`)).map((member) => member.user_id))];
}

/** The text in pieces: plain text, and each `@name` of a member it mentions (still text, never markup). */
export function withMentions(text: string, names: readonly string[]): Array<{ text: string; mention: boolean }> {
  // Longest names first, so "@Ann Lee" is not taken for "@Ann".
  const known = [...new Set(names.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (known.length === 0) return [{ text, mention: false }];
  const pattern = new RegExp(`(@(?:${known.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}))`);
  // Splitting on one capturing group alternates text and mention: the odd pieces are the mentions.
  return text
    .split(pattern)
    .map((piece, index) => ({ text: piece, mention: index % 2 === 1 }))
    .filter((piece) => piece.text !== '');
}
