/**
 * The part of webvtt-parser 2.2.0 (W3C's reference parser, plain JavaScript without types) that
 * the transcript readers use: its cue-text parser, as its parser.js builds and exports it, and
 * its whole-file parser, which the caption block reader is checked against.
 */
declare module 'webvtt-parser' {
  /** A node of a cue's text: plain text, a tag such as <v Name>, <i> or <ruby>, or a timestamp tag. */
  export type WebVttNode =
    | { type: 'text'; value: string }
    | { type: 'object'; name: string; classes: string[]; value?: string; children: WebVttNode[] }
    | { type: 'timestamp'; value: number };

  /** Reads the text of one cue (its lines joined by "\n") into a tree of tags and text. */
  export class WebVTTCueTextParser {
    /**
     * errorHandler is never called in 'metadata' mode; entities maps character references, with
     * their "&" (and with or without their ";"), to the text they stand for.
     */
    constructor(
      text: string,
      errorHandler: (message: string, column: number) => void,
      mode: 'metadata' | 'chapters' | undefined,
      entities: Record<string, string>,
    );
    /** The tree of the cue's text; start and end (seconds) only check timestamp tags. Throws RangeError on tags nested too deeply. */
    parse(cueStart: number, cueEnd: number): { children: WebVttNode[] };
  }

  export interface WebVttCue {
    startTime: number;
    endTime: number;
    tree: { children: WebVttNode[] };
  }

  /** Reads a whole WebVTT text; entities as for WebVTTCueTextParser. */
  export class WebVTTParser {
    constructor(entities?: Record<string, string>);
    parse(input: string, mode?: 'metadata' | 'chapters'): { cues: WebVttCue[]; errors: unknown[] };
  }
}
