import type { RawBlock } from '../reader';
import { detached } from './transcript-text';

/** One stretch of speech as a transcript gives it: a cue, a segment or a sentence. */
export interface Utterance {
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
  speaker?: string;
  text: string;
}

interface OpenTurn {
  start: number;
  end: number;
  speaker?: string;
  parts: string[];
  length: number;
}

/** Times to the millisecond: 62 + 0.123 must read 62.123, not 62.123000000000005. */
export const roundToMilliseconds = (seconds: number): number => Math.round(seconds * 1000) / 1000;

/**
 * Gathers consecutive utterances of the same speaker into one speaker turn, from the start of its
 * first utterance to the end of its last. A turn is closed before its text would pass
 * maxSnippetChars: the core would otherwise split it into several snippets that all carry the whole
 * turn's times, and every snippet must keep times that say where its own words are. Utterances
 * without a speaker are only merged with each other; an unknown voice is never given a name.
 */
export class SpeakerTurns {
  private readonly blocks: RawBlock[] = [];
  // Each speaker's name, copied once (see detached); a Map keeps insertion order: speakers in order
  // of first appearance.
  private readonly speakers = new Map<string, string>();
  private open: OpenTurn | undefined;

  constructor(private readonly maxSnippetChars: number) {}

  add(utterance: Utterance): void {
    this.addSpeech(utterance.start, utterance.end, utterance.speaker, utterance.text);
  }

  /** add() without an Utterance object: the caption readers hand over a few hundred thousand of them. */
  addSpeech(start: number, end: number, name: string | undefined, rawText: string): void {
    const text = rawText.trim();
    if (text === '') return;
    const speaker = name === undefined ? undefined : this.speakerNamed(name);
    const open = this.open;
    // The raw length bounds the snippet's: normalising collapses whitespace and drops invisible
    // characters, and lengthens text only for the rare characters Unicode NFC expands.
    if (open !== undefined && open.speaker === speaker && open.length + 1 + text.length <= this.maxSnippetChars) {
      open.parts.push(text);
      open.length += 1 + text.length;
      // Cues may overlap: the turn ends when its latest utterance does.
      if (end > open.end) open.end = end;
      return;
    }
    this.close();
    this.open = { start, end, speaker, parts: [text], length: text.length };
  }

  /** The turns as raw blocks (line breaks between utterances kept) and the speakers, once every utterance is added. */
  finish(): { blocks: RawBlock[]; speakers: string[] } {
    this.close();
    return { blocks: this.blocks, speakers: [...this.speakers.keys()] };
  }

  private speakerNamed(name: string): string {
    const known = this.speakers.get(name);
    if (known !== undefined) return known;
    const copy = detached(name);
    this.speakers.set(copy, copy);
    return copy;
  }

  private close(): void {
    const open = this.open;
    if (open === undefined) return;
    this.blocks.push({
      // Joining copies the parts; a turn of one utterance is copied here.
      text: open.parts.length === 1 ? detached(open.parts[0]) : open.parts.join('\n'),
      location: {
        start: roundToMilliseconds(open.start),
        end: roundToMilliseconds(open.end),
        ...(open.speaker !== undefined ? { speaker: open.speaker } : {}),
      },
    });
    this.open = undefined;
  }
}
