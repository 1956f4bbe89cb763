import { simpleWords } from '../text/words';
import { isStopWord } from '../text/stopwords';

export interface KeyPhrase {
  phrase: string;
  weight: number;
}

function terms(text: string): string[] {
  const words = simpleWords(text.toLowerCase()).filter((word) => word.length > 1 && !/^\d+$/.test(word));
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    if (!isStopWord(words[i])) out.push(words[i]);
    if (i + 1 < words.length && !isStopWord(words[i]) && !isStopWord(words[i + 1])) out.push(`${words[i]} ${words[i + 1]}`);
  }
  return out;
}

/**
 * Key phrases of each cluster by class-based TF-IDF: a term weighs by how often the cluster uses
 * it against how common it is across all clusters, so "freeze account" beats "account". Bigrams
 * of content words compete with single words and win when they carry the theme.
 */
export function keyPhrasesByCluster(texts: readonly string[], assignments: ArrayLike<number>, k: number, perCluster = 5): KeyPhrase[][] {
  const counts = Array.from({ length: k }, () => new Map<string, number>());
  const totals = new Map<string, number>();
  const termsOf = texts.map(terms);
  let words = 0;
  termsOf.forEach((list, index) => {
    const cluster = assignments[index];
    if (cluster < 0) return;
    for (const term of list) {
      counts[cluster].set(term, (counts[cluster].get(term) ?? 0) + 1);
      totals.set(term, (totals.get(term) ?? 0) + 1);
      words += 1;
    }
  });
  const averageWords = words / Math.max(1, k);
  return counts.map((cluster) => {
    const scored: KeyPhrase[] = [];
    for (const [term, count] of cluster) {
      if (count < 2 && cluster.size > 3) continue;
      const bigramBoost = term.includes(' ') ? 1.5 : 1;
      scored.push({ phrase: term, weight: count * Math.log(1 + averageWords / totals.get(term)!) * bigramBoost });
    }
    scored.sort((a, b) => b.weight - a.weight || a.phrase.localeCompare(b.phrase));
    // A bigram already says its words: drop single words it contains.
    const chosen: KeyPhrase[] = [];
    for (const candidate of scored) {
      if (
        chosen.some(
          (taken) =>
            taken.phrase.split(' ').includes(candidate.phrase) ||
            candidate.phrase.split(' ').every((word) => taken.phrase.split(' ').includes(word)),
        )
      )
        continue;
      chosen.push(candidate);
      if (chosen.length === perCluster) break;
    }
    return chosen;
  });
}

/** A short readable title from the strongest key phrases: "Freeze account, lost card". */
export function titleFrom(phrases: readonly KeyPhrase[]): string {
  const words = phrases.slice(0, 2).map((phrase) => phrase.phrase);
  if (words.length === 0) return 'Miscellaneous feedback';
  const title = words.join(', ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * The members that say the theme best: most key-phrase weight per word, distinct texts, shorter
 * ones preferred on ties (a quote should read at a glance).
 */
export function representativeIndices(
  texts: readonly string[],
  members: readonly number[],
  phrases: readonly KeyPhrase[],
  count = 3,
): number[] {
  const weightOf = new Map(phrases.map((phrase) => [phrase.phrase, phrase.weight]));
  const scored = members.map((index) => {
    const list = terms(texts[index]);
    const weight = list.reduce((sum, term) => sum + (weightOf.get(term) ?? 0), 0);
    return { index, score: weight / Math.sqrt(1 + list.length), length: texts[index].length };
  });
  scored.sort((a, b) => b.score - a.score || a.length - b.length || a.index - b.index);
  const seen = new Set<string>();
  const chosen: number[] = [];
  for (const candidate of scored) {
    const key = texts[candidate.index].trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(candidate.index);
    if (chosen.length === count) break;
  }
  return chosen;
}
