import type { SentimentLabel } from './analyse';

// Pure helpers for the sentiment benchmark: parsing `sentence<TAB>label` text and scoring answers.

export interface LabelledSentence {
  /** 1-based line number in the input. */
  line: number;
  text: string;
  /** 1 = positive, 0 = negative. */
  label: 0 | 1;
}

export class LabelledInputError extends Error {
  constructor(
    readonly line: number,
    reason: string,
    content: string,
  ) {
    const shown = content.length > 80 ? `${content.slice(0, 77)}...` : content;
    super(`line ${line}: ${reason}: ${JSON.stringify(shown)}`);
    this.name = 'LabelledInputError';
  }
}

/**
 * Parses `sentence<TAB>label` lines (label 1 = positive, 0 = negative). Blank lines are skipped;
 * any other line without a tab, with an empty sentence or with another label throws a
 * LabelledInputError naming the line.
 */
export function parseLabelledSentences(content: string): LabelledSentence[] {
  const out: LabelledSentence[] = [];
  const lines = content.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    if (raw.trim().length === 0) continue;
    const tab = raw.lastIndexOf('\t');
    if (tab < 0) throw new LabelledInputError(i + 1, 'expected "sentence<TAB>label"', raw);
    const text = raw.slice(0, tab).trim();
    const label = raw.slice(tab + 1).trim();
    if (text.length === 0) throw new LabelledInputError(i + 1, 'empty sentence', raw);
    if (label !== '0' && label !== '1') throw new LabelledInputError(i + 1, `label must be 0 or 1, got ${JSON.stringify(label)}`, raw);
    out.push({ line: i + 1, text, label: label === '1' ? 1 : 0 });
  }
  return out;
}

export interface LabelScore {
  total: number;
  correct: number;
  /** Neutral answers (counted as wrong). */
  neutral: number;
  accuracy: number;
}

export interface SentimentAccuracy {
  overall: LabelScore;
  positive: LabelScore;
  negative: LabelScore;
}

/** Accuracy of predicted labels against 1/0 gold labels; a neutral answer is wrong. */
export function scoreSentiment(gold: ReadonlyArray<0 | 1>, predicted: ReadonlyArray<SentimentLabel>): SentimentAccuracy {
  if (gold.length !== predicted.length) throw new Error(`gold (${gold.length}) and predicted (${predicted.length}) differ in length`);
  const empty = (): LabelScore => ({ total: 0, correct: 0, neutral: 0, accuracy: 0 });
  const overall = empty();
  const positive = empty();
  const negative = empty();
  for (let i = 0; i < gold.length; i++) {
    const bucket = gold[i] === 1 ? positive : negative;
    const right = predicted[i] === (gold[i] === 1 ? 'positive' : 'negative');
    for (const s of [overall, bucket]) {
      s.total += 1;
      if (right) s.correct += 1;
      if (predicted[i] === 'neutral') s.neutral += 1;
    }
  }
  for (const s of [overall, positive, negative]) s.accuracy = s.total === 0 ? 0 : s.correct / s.total;
  return { overall, positive, negative };
}
