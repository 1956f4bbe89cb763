import type { Features } from '../representation/features';

export interface OtherBucketOptions {
  /** Themes with fewer texts than this (repeats counted) are not themes a person should rank. */
  minThemeSize: number;
  /**
   * A text less similar to its theme's centre than this share of the theme's median member is a
   * stray (an out-of-scope question, a remark that joined the nearest theme for want of a better
   * one) and goes to the other bucket; 0 keeps every text.
   */
  strayRatio: number;
  /**
   * A theme whose median member is less similar than this to the rest of it holds texts that have
   * little in common (what is left when a set has no theme there): all of it goes to the other bucket.
   */
  minCohesion: number;
}

export interface ThemesAndOther {
  /** Dense theme of every text, 0 .. k - 1, or -1 for a text set aside as other. */
  labels: Int32Array;
  k: number;
  /** Texts set aside (each counted once, repeats not included). */
  other: number;
}

/**
 * Sets aside the texts that fit no theme well enough to be ranked with it: first the strays, far
 * from their theme's centre compared with its other members, then every member of a theme left
 * smaller than minThemeSize. The remaining themes are numbered again in order of their first
 * text. `weights` counts each text's repeats (a repeated complaint weighs on a theme's size).
 */
export function setAsideOther(
  features: Features,
  labels: Int32Array,
  k: number,
  weights: Int32Array,
  options: OtherBucketOptions,
): ThemesAndOther {
  const n = labels.length;
  const out = Int32Array.from(labels);
  if ((options.strayRatio > 0 || options.minCohesion > 0) && k > 0) {
    const similarity = similarityToOwnCentre(features, labels, k, weights);
    const byTheme: number[][] = Array.from({ length: k }, () => []);
    for (let i = 0; i < n; i++) if (labels[i] >= 0) byTheme[labels[i]].push(similarity[i]);
    const medians = byTheme.map(median);
    for (let i = 0; i < n; i++) {
      const theme = labels[i];
      if (theme < 0) continue;
      if (medians[theme] < options.minCohesion || similarity[i] < options.strayRatio * medians[theme]) out[i] = -1;
    }
  }
  const size = new Map<number, number>();
  for (let i = 0; i < n; i++) if (out[i] >= 0) size.set(out[i], (size.get(out[i]) ?? 0) + weights[i]);
  const renumbered = new Map<number, number>();
  let other = 0;
  for (let i = 0; i < n; i++) {
    const theme = out[i];
    if (theme < 0 || size.get(theme)! < options.minThemeSize) {
      out[i] = -1;
      other += 1;
      continue;
    }
    if (!renumbered.has(theme)) renumbered.set(theme, renumbered.size);
    out[i] = renumbered.get(theme)!;
  }
  return { labels: out, k: renumbered.size, other };
}

/**
 * Cosine similarity of each text to the centre of the rest of its theme (itself left out, so a
 * stray in a small theme is not held close by its own weight). Each text counts once, so a repeat
 * never moves another text in or out of the bucket. Rows have unit length.
 */
function similarityToOwnCentre(f: Features, labels: Int32Array, k: number, weights: Int32Array): Float64Array {
  const cols = f.sparse.cols;
  const d = f.denseDim;
  const width = cols + d;
  // Theme sums, feature-major as in clusterCentroids: scoring a sparse row reads contiguous memory.
  const sums = new Float64Array(width * k);
  for (let i = 0; i < f.rows; i++) {
    const c = labels[i];
    if (c < 0) continue;
    for (let p = f.sparse.indptr[i]; p < f.sparse.indptr[i + 1]; p++) sums[f.sparse.indices[p] * k + c] += f.sparse.values[p];
    for (let j = 0; j < d; j++) sums[(cols + j) * k + c] += f.dense[i * d + j];
  }
  const squaredNorm = new Float64Array(k);
  for (let w = 0; w < width; w++) for (let c = 0; c < k; c++) squaredNorm[c] += sums[w * k + c] ** 2;
  const out = new Float64Array(f.rows);
  for (let i = 0; i < f.rows; i++) {
    const c = labels[i];
    if (c < 0) continue;
    let dot = 0;
    let self = 0;
    for (let p = f.sparse.indptr[i]; p < f.sparse.indptr[i + 1]; p++) {
      dot += f.sparse.values[p] * sums[f.sparse.indices[p] * k + c];
      self += f.sparse.values[p] ** 2;
    }
    for (let j = 0; j < d; j++) {
      dot += f.dense[i * d + j] * sums[(cols + j) * k + c];
      self += f.dense[i * d + j] ** 2;
    }
    const rest = Math.sqrt(Math.max(0, squaredNorm[c] - 2 * dot + self));
    // Alone in its theme, a text said several times is as close to the rest as can be.
    out[i] = rest > 1e-9 ? (dot - self) / rest : weights[i] > 1 ? 1 : 0;
  }
  return out;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
