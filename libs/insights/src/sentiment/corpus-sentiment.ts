import { analyseSentiment, type SentimentResult } from './analyse';

/**
 * Sentiment of a whole set of snippets (one project's data), adapted to that set without any
 * labels. A lexicon misses the opinions a domain expresses with its own words ("we waited forty
 * minutes", "it fits my ear") and knows nothing about texts without opinion words, so:
 *
 * 1. every text is scored by the lexicon rules (`analyseSentiment`);
 * 2. a Naive Bayes model learns the set's own vocabulary from the texts the lexicon is most sure
 *    of (the stronger half of each side), words after a negation marked as negated;
 * 3. the texts without lexicon evidence take the model's label; the model is learnt again from
 *    all labels, and each text's final label comes from the lexicon score plus the model's
 *    log-odds, each divided by its spread over the set so that neither dominates by scale
 *    (self-training, two rounds).
 *
 * A text keeps its lexicon score when the two agree. Where the model decides (the lexicon had no
 * evidence or was outweighed), the score is weak (|score| <= 0.25) and the evidence names the
 * words of this set that decided it. Sets too small to learn from keep the lexicon's answers.
 * Deterministic: no randomness, same texts in, same results out.
 */

const MIN_TEXTS = 50;
const MIN_SEEDS_PER_SIDE = 10;
/** The strongest score a text gets when the set's model, not the lexicon, decides its label. */
const MODEL_SCORE_CAP = 0.25;
// Outright negations only: the lexicon rules' list (review-lexicon NEGATORS) also holds downtoners
// such as "hardly" and "lack", whose effect those rules weigh; as word features they stay words.
const NEGATORS = new Set(['not', 'no', 'never', 'nothing', 'nobody', 'none', 'neither', 'nor', 'without', 'cannot']);

/** Distinct lower-case words; words after a negator (to the next punctuation) are marked "not_". */
export function opinionFeatures(text: string): string[] {
  const features = new Set<string>();
  let negated = false;
  for (const [token] of text
    .toLowerCase()
    .replace(/n['’]t\b/g, ' not')
    .matchAll(/\p{L}[\p{L}'’]*|[.,!?;:]/gu)) {
    if (/^[.,!?;:]$/.test(token)) negated = false;
    else if (NEGATORS.has(token)) negated = true;
    else features.add(negated ? `not_${token}` : token);
  }
  return [...features];
}

interface Model {
  /** log P(word | positive) - log P(word | negative), for every word seen in training. */
  logRatio: Map<string, number>;
  prior: number;
}

/** Multinomial Naive Bayes with add-one smoothing, from texts labelled 1 (positive) or 0 (negative). */
function learn(features: ReadonlyArray<readonly string[]>, labels: ReadonlyArray<0 | 1 | undefined>): Model | undefined {
  const counts = [new Map<string, number>(), new Map<string, number>()];
  const documents = [0, 0];
  const totals = [0, 0];
  labels.forEach((label, index) => {
    if (label === undefined) return;
    documents[label]++;
    for (const feature of features[index]) {
      counts[label].set(feature, (counts[label].get(feature) ?? 0) + 1);
      totals[label]++;
    }
  });
  if (documents[0] < MIN_SEEDS_PER_SIDE || documents[1] < MIN_SEEDS_PER_SIDE) return undefined;
  const vocabulary = new Set([...counts[0].keys(), ...counts[1].keys()]);
  const logRatio = new Map<string, number>();
  for (const word of vocabulary) {
    const positive = ((counts[1].get(word) ?? 0) + 1) / (totals[1] + vocabulary.size);
    const negative = ((counts[0].get(word) ?? 0) + 1) / (totals[0] + vocabulary.size);
    logRatio.set(word, Math.log(positive / negative));
  }
  return { logRatio, prior: Math.log(documents[1] / documents[0]) };
}

const logOdds = (model: Model, features: readonly string[]): number =>
  features.reduce((sum, feature) => sum + (model.logRatio.get(feature) ?? 0), model.prior);

const rootMeanSquare = (values: readonly number[]): number =>
  Math.sqrt(values.reduce((sum, value) => sum + value * value, 0) / values.length) || 1;

const labelOf = (score: number): 0 | 1 | undefined => (score > 0 ? 1 : score < 0 ? 0 : undefined);

export function analyseSentimentOfSet(texts: readonly string[]): SentimentResult[] {
  const lexicon = texts.map(analyseSentiment);
  if (texts.length < MIN_TEXTS) return lexicon;
  const features = texts.map(opinionFeatures);

  // Seeds: the stronger half of each side, so that a set of mostly complaints still teaches both.
  const seedStrength = (sign: number): number => {
    const strengths = lexicon
      .map((result) => sign * result.score)
      .filter((strength) => strength > 0)
      .sort((a, b) => a - b);
    return strengths[Math.floor(strengths.length / 2)] ?? Infinity;
  };
  const positiveSeed = seedStrength(1);
  const negativeSeed = seedStrength(-1);
  let labels = lexicon.map((result) => (result.score >= positiveSeed ? 1 : -result.score >= negativeSeed ? 0 : undefined));
  const lexiconSpread = rootMeanSquare(lexicon.map((result) => result.score));

  // Round 1 fills in the texts without lexicon evidence; round 2 weighs every text by both.
  const first = learn(features, labels);
  if (first === undefined) return lexicon;
  labels = lexicon.map((result, index) => labelOf(result.score) ?? labelOf(logOdds(first, features[index])));
  const model = learn(features, labels);
  if (model === undefined) return lexicon;
  const odds = features.map((words) => logOdds(model, words));
  const oddsSpread = rootMeanSquare(odds);
  const combined = lexicon.map((result, index) => result.score / lexiconSpread + odds[index] / oddsSpread);
  const decided = model;
  return lexicon.map((result, index) => {
    const label = labelOf(combined[index]);
    if (label === undefined || label === labelOf(result.score)) return result;
    const sign = label === 1 ? 1 : -1;
    const decisive = features[index]
      .map((word) => ({ word, weight: decided.logRatio.get(word) ?? 0 }))
      .filter(({ weight }) => Math.sign(weight) === sign)
      .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
      .slice(0, 3);
    const score = sign * Math.min(MODEL_SCORE_CAP, Math.abs(Math.tanh(combined[index] / 4)));
    return {
      score,
      label: label === 1 ? 'positive' : 'negative',
      evidence: [
        {
          term: `words that mark ${label === 1 ? 'positive' : 'negative'} snippets in this data: ${decisive.map(({ word }) => `"${word.replace(/^not_/, 'not ')}"`).join(', ')}`,
          weight: score,
        },
        ...result.evidence,
      ],
    };
  });
}
