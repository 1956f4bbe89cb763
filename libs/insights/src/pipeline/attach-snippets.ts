import { DEFAULT_TUNING } from '../clustering/cluster-texts';
import { represent } from '../clustering/represent';
import type { Features } from '../representation/features';
import type { PretrainedWordVectors } from '../representation/pretrained-vectors';
import { isBlank, normaliseText, truncateText } from '../text/normalise';
import { analyseText, freshLanguageModel } from '../text/tokenise';

export interface ExistingTheme {
  id: string;
  /** Texts of the theme's current members. */
  memberTexts: readonly string[];
}

export interface Attachment {
  /** The theme the new text belongs to, or null: it is left for a new theme. */
  themeId: string | null;
  /** Cosine similarity to the nearest theme's centre. */
  similarity: number;
}

export interface AttachOptions {
  seed?: number;
  /** Share of a theme's own members a newcomer must be at least as close as (default 0.1: closer than the loosest tenth). */
  memberQuantile?: number;
  /** The word vectors the themes were found with (see ClusterTextsOptions.wordVectors). */
  wordVectors?: PretrainedWordVectors;
}

const MAX_CHARS = 2000;

interface Centre {
  sparse: Map<number, number>;
  dense: Float64Array;
}

function centreOf(features: Features, rows: readonly number[]): Centre {
  const sparse = new Map<number, number>();
  const dense = new Float64Array(features.denseDim);
  for (const row of rows) {
    for (let p = features.sparse.indptr[row]; p < features.sparse.indptr[row + 1]; p++) {
      sparse.set(features.sparse.indices[p], (sparse.get(features.sparse.indices[p]) ?? 0) + features.sparse.values[p]);
    }
    for (let j = 0; j < features.denseDim; j++) dense[j] += features.dense[row * features.denseDim + j];
  }
  let norm = 0;
  for (const value of sparse.values()) norm += value * value;
  for (const value of dense) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (const [column, value] of sparse) sparse.set(column, value / norm);
  for (let j = 0; j < dense.length; j++) dense[j] /= norm;
  return { sparse, dense };
}

function similarity(features: Features, row: number, centre: Centre): number {
  let dot = 0;
  for (let p = features.sparse.indptr[row]; p < features.sparse.indptr[row + 1]; p++)
    dot += features.sparse.values[p] * (centre.sparse.get(features.sparse.indices[p]) ?? 0);
  for (let j = 0; j < features.denseDim; j++) dot += features.dense[row * features.denseDim + j] * centre.dense[j];
  return dot;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.POSITIVE_INFINITY;
}

/**
 * Incremental use: each new text joins the existing theme it belongs to (a theme's "related new
 * snippets"), or is left for a new theme. Existing themes are never renumbered, reshuffled or
 * merged: only newcomers are placed. A newcomer belongs to its nearest theme when it is at least
 * as close to that theme's centre as most of the theme's own members are (the theme's own spread
 * sets its bar, so tight and broad themes are treated alike).
 */
export function attachToThemes(themes: readonly ExistingTheme[], newTexts: readonly string[], options: AttachOptions = {}): Attachment[] {
  const prepared = (text: string) => normaliseText(truncateText(text, MAX_CHARS));
  const memberRows: number[][] = [];
  const all: string[] = [];
  for (const theme of themes) {
    const rows: number[] = [];
    for (const text of theme.memberTexts) {
      if (isBlank(text)) continue;
      rows.push(all.length);
      all.push(prepared(text));
    }
    memberRows.push(rows);
  }
  const newRows = newTexts.map((text) => {
    if (isBlank(text)) return -1;
    all.push(prepared(text));
    return all.length - 1;
  });
  if (all.length === 0) return newTexts.map(() => ({ themeId: null, similarity: 0 }));

  freshLanguageModel();
  const features = represent(all, all.map(analyseText), DEFAULT_TUNING, options.seed ?? 1, options.wordVectors);
  const centres = memberRows.map((rows) => (rows.length ? centreOf(features, rows) : null));
  const bars = memberRows.map((rows, index) =>
    centres[index]
      ? quantile(
          rows.map((row) => similarity(features, row, centres[index]!)),
          options.memberQuantile ?? 0.1,
        )
      : Number.POSITIVE_INFINITY,
  );

  return newRows.map((row) => {
    if (row < 0) return { themeId: null, similarity: 0 };
    let best = -1;
    let bestSimilarity = Number.NEGATIVE_INFINITY;
    centres.forEach((centre, index) => {
      if (!centre) return;
      const value = similarity(features, row, centre);
      if (value > bestSimilarity) {
        bestSimilarity = value;
        best = index;
      }
    });
    if (best < 0) return { themeId: null, similarity: 0 };
    return { themeId: bestSimilarity >= bars[best] ? themes[best].id : null, similarity: bestSimilarity };
  });
}
