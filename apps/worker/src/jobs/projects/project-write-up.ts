/**
 * A name and a one-sentence description for a project its person left blank (SPEC.md lets an
 * insights project be created without them), written from what the analysis found. The project
 * decider uses them only where the fields are still blank.
 */

export const MAX_NAME_CHARS = 60;
const FALLBACK_NAME = 'Customer insights';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a", "a and b", "a, b and c". */
const joinAnd = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** At most `max` characters, cut at a word where there is one. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,;:.-]+$/, '');
}

export interface RankedTheme {
  title: string;
  keyPhrases: readonly string[];
}

/** The lead key phrase of each of the top themes (distinct), joined while it fits in 60 characters. */
export function projectName(themes: readonly RankedTheme[]): string {
  const phrases: string[] = [];
  const seen = new Set<string>();
  for (const theme of themes.slice(0, 3)) {
    const phrase = (theme.keyPhrases[0] ?? theme.title).trim();
    if (phrase === '' || seen.has(phrase.toLowerCase())) continue;
    seen.add(phrase.toLowerCase());
    phrases.push(phrase);
  }
  for (let count = phrases.length; count > 1; count--) {
    const name = capitalised(joinAnd(phrases.slice(0, count)));
    if (name.length <= MAX_NAME_CHARS) return name;
  }
  return phrases.length > 0 ? capitalised(shortened(phrases[0], MAX_NAME_CHARS)) : FALLBACK_NAME;
}

/** One sentence: how many snippets, and the top three themes by title. */
export function projectDescription(themes: readonly RankedTheme[], snippets: number): string {
  const counted = `${snippets.toLocaleString('en-US')} customer ${snippets === 1 ? 'snippet' : 'snippets'}`;
  const titles = themes.slice(0, 3).map((theme) => `"${theme.title}"`);
  if (titles.length === 0) return `Insights from ${counted}.`;
  return `Insights from ${counted}; the leading ${titles.length === 1 ? 'theme is' : 'themes are'} ${joinAnd(titles)}.`;
}
