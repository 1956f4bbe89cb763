import { detect } from 'tinyld';

/** Enough text to tell the language; reading more only costs time. */
const SAMPLE_CHARS = 20_000;

/** The main language of a document (ISO 639-1), from a sample spread over its snippets; 'und' when too little to tell. */
export function guessDocumentLanguage(texts: readonly string[]): string {
  let sample = '';
  const step = Math.max(1, Math.floor(texts.length / 200));
  for (let index = 0; index < texts.length && sample.length < SAMPLE_CHARS; index += step) sample += `${texts[index]}\n`;
  if (sample.replace(/[^\p{L}]/gu, '').length < 12) return 'und';
  return detect(sample) || 'und';
}
