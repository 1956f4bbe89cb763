/** Characters of a comment a notification or changelog entry quotes. */
export const EXCERPT_CHARS = 140;

/** The comment's opening words, on one line, cut at EXCERPT_CHARS characters (not code units, so no emoji is split). */
export function commentExcerpt(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const chars = [...oneLine];
  return chars.length <= EXCERPT_CHARS ? oneLine : `${chars.slice(0, EXCERPT_CHARS - 1).join('')}…`;
}
