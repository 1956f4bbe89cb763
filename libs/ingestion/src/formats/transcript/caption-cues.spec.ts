import fc from 'fast-check';
import { WebVTTParser } from 'webvtt-parser';
import { readCaptionCues } from './caption-cues';
import { WEBVTT_SYNTAX } from './caption-syntax';
import { CAPTION_ENTITIES, cueVoices } from './cue-voices';
import { tidyCaptionLines } from './transcript-text';

// The caption block reader (identifiers, NOTE and STYLE blocks, timing lines, cue text lines) is
// our own, for speed; webvtt-parser, the W3C reference parser, stays the judge of what a WebVTT
// file holds. This property reads generated files with both and wants the same voices.

const time = (seconds: number): string => {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000), 2)}:${pad(Math.floor(ms / 60_000) % 60, 2)}:${pad(Math.floor(ms / 1000) % 60, 2)}.${pad(ms % 1000, 3)}`;
};

const cueText = fc.constantFrom(
  'Hello there.',
  'We pay too much',
  'Alice: sure thing',
  '<v Bob Smith>Thanks.</v>',
  '<v.loud Zoë Müller>Loud',
  '<i>italic</i> and <b>bold</b>',
  'Q&amp;A &lt;3',
  '<v A>hi</v> <v B>yo</v>',
  'NOTEBOOK pages',
  '42',
);
const block = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        id: fc.constantFrom('', '7', 'intro', '6f8e/18-0'),
        start: fc.integer({ min: 0, max: 5000 }),
        length: fc.integer({ min: 1, max: 90 }),
        settings: fc.constantFrom('', ' align:start', ' position:10%'),
        lines: fc.array(cueText, { minLength: 1, maxLength: 3 }),
      })
      .map(({ id, start, length, settings, lines }) =>
        [...(id ? [id] : []), `${time(start / 10)} --> ${time((start + length) / 10)}${settings}`, ...lines].join('\n'),
      ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'NOTE a comment\nmore',
      'NOTE',
      'STYLE\n::cue { color: red }',
      'NOTE\n00:00:01.000 --> 00:00:02.000\nin a note',
      'NOTE 00:00:01.000 --> 00:00:02.000',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '00:00:0x.000 --> 00:00:02.000\nbad timing',
      'stray text',
      '00:00:01.000 --> 00:00:02.000\nno blank line\n00:00:03.000 --> 00:00:04.000\nnext cue',
    ),
  },
);

describe('the caption block reader', () => {
  it('reads the same voices as webvtt-parser from any WebVTT file', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(block, { maxLength: 12 }), fc.constantFrom('\n\n', '\n\n\n'), async (blocks, gap) => {
        const file = tidyCaptionLines(['WEBVTT', ...blocks].join(gap) + '\n');
        const ours: string[] = [];
        await readCaptionCues(file, WEBVTT_SYNTAX, (start, end, speaker, text) =>
          ours.push(JSON.stringify([start, end, speaker ?? null, text])),
        );
        const reference = new WebVTTParser(CAPTION_ENTITIES)
          .parse(file, 'metadata')
          .cues.flatMap((cue) =>
            cueVoices(cue.tree).map((voice) => JSON.stringify([cue.startTime, cue.endTime, voice.speaker ?? null, voice.text])),
          );
        expect(ours).toEqual(reference);
      }),
      { numRuns: 300 },
    );
  });
});
