import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readLabelledCsv } from '../csv/read-labelled-csv';
import { mulberry32 } from '../numbers/random';

export interface LabelledText {
  text: string;
  label: string;
}

/** Every labelled text of the CSV files in a directory, files in name order, each label prefixed by its file. */
export function labelledPool(dataDir: string): LabelledText[] {
  const pool: LabelledText[] = [];
  for (const file of readdirSync(dataDir)
    .filter((name) => name.endsWith('.csv'))
    .sort()) {
    const { rows } = readLabelledCsv(readFileSync(path.join(dataDir, file)));
    for (const row of rows) pool.push({ text: row.text, label: `${file}:${row.label}` });
  }
  return pool;
}

/**
 * `size` distinct texts: every distinct real one, then (for speed measurement only) first halves
 * of real sentences joined to second halves of others until there are enough, labelled "generated".
 */
export function distinctPool(pool: readonly LabelledText[], size: number, seed: number): LabelledText[] {
  const seen = new Set<string>();
  const out: LabelledText[] = [];
  for (const item of pool) {
    if (out.length >= size) break;
    const key = item.text.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  const random = mulberry32(seed);
  const words = out.map((item) => item.text.split(/\s+/));
  while (out.length < size) {
    const first = words[Math.floor(random() * words.length)];
    const second = words[Math.floor(random() * words.length)];
    const text = [...first.slice(0, Math.ceil(first.length / 2)), ...second.slice(Math.floor(second.length / 2))].join(' ');
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ text, label: 'generated' });
  }
  return out;
}
