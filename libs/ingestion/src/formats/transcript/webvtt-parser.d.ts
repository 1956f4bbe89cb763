/**
 * The part of webvtt-parser 2.2.0 (W3C's reference parser, plain JavaScript without types) that
 * the transcript readers use, as its parser.js builds it.
 */
declare module 'webvtt-parser' {
  /** A node of a cue's text: plain text, a tag such as <v Name>, <i> or <ruby>, or a timestamp tag. */
  export type WebVttNode =
    | { type: 'text'; value: string }
    | { type: 'object'; name: string; classes: string[]; value?: string; children: WebVttNode[] }
    | { type: 'timestamp'; value: number };

  export interface WebVttCue {
    id: string;
    /** Seconds from the start of the recording. */
    startTime: number;
    endTime: number;
    /** The cue's raw text, tags included. */
    text: string;
    tree: { children: WebVttNode[] };
  }

  export interface WebVttParseError {
    message: string;
    line: number;
    col?: number;
  }

  export class WebVTTParser {
    constructor(entities?: Record<string, string>);
    /** Never throws on bad input: cues it cannot read are left out and reported in errors. */
    parse(input: string, mode?: 'metadata' | 'chapters'): { cues: WebVttCue[]; errors: WebVttParseError[]; time: number; styles: string[] };
  }
}
