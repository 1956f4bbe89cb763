import { detectAll } from 'tinyld';
import type { AnalysedText } from './tokenise';

export interface LanguageGuess {
  /** ISO 639-1 code, 'en' for English, 'und' when the text gives too little to tell. */
  language: string;
  /** Share of alphabetic words found in the English lexicon. */
  englishShare: number;
}

/**
 * Decides whether a text is English. Short customer texts fool character-statistics detectors
 * ("set a timer for 10 minutes" looks Danish to tinyld), so the English lexicon decides first:
 * a text with at least half of its words known is English. Only texts mostly made of unknown
 * words go to tinyld, which then names the language.
 */
export function guessLanguage(text: string, analysed: AnalysedText): LanguageGuess {
  const englishShare = analysed.alphaWords === 0 ? 0 : analysed.knownWords / analysed.alphaWords;
  if (analysed.alphaWords === 0) return { language: 'und', englishShare };
  if (englishShare >= 0.5) return { language: 'en', englishShare };
  if (analysed.alphaWords < 2) return { language: 'und', englishShare };
  const guesses = detectAll(text);
  const top = guesses[0];
  if (!top || top.lang === 'en') return { language: top ? 'en' : 'und', englishShare };
  return { language: top.lang, englishShare };
}
