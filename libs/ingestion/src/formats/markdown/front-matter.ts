// A leading block of YAML between "---" lines (Jekyll, Hugo, Obsidian notes). Anchored at the
// start, so it is tried once, whatever the file's size.
const FRONT_MATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?=\r?\n|$)/;

/**
 * Front matter is metadata (tags, dates, layout), not what customers said; Markdown parsers read
 * it as a rule and a heading. It is blanked rather than cut so that every line keeps its number.
 */
export function blankFrontMatter(text: string): string {
  return text.replace(FRONT_MATTER, (frontMatter) => frontMatter.replace(/[^\r\n]/g, ''));
}
