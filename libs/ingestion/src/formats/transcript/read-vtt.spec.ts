import iconv from 'iconv-lite';
import { generateBenchVtt } from './bench-transcript';
import { ingestTranscript, refusalOf, textsAndLocations, vttCue } from './transcript.spec-helper';

const MB = 1024 * 1024;

const clock = (seconds: number): string => {
  const milliseconds = Math.round(seconds * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(Math.floor(milliseconds / 3_600_000))}:${two(Math.floor(milliseconds / 60_000) % 60)}:${two(Math.floor(milliseconds / 1000) % 60)}.${String(milliseconds % 1000).padStart(3, '0')}`;
};

describe('readVtt', () => {
  it('merges consecutive cues of a <v> voice into one speaker turn, from the start of the first cue to the end of the last', async () => {
    const vtt = [
      'WEBVTT - Renewal call\n',
      `1\n${vttCue('00:00:01.000', '00:00:03.500', '<v Alice Moreau>Thanks for joining.</v>')}`,
      `2\n${vttCue('00:00:03.500', '00:00:06.250', '<v Alice Moreau>How did the rollout go?</v>')}`,
      `3\n${vttCue('00:00:06.500', '00:00:09.000', '<v.loud Bob>It went well,\nmostly.</v>')}`,
      `4\n${vttCue('00:00:09.000', '00:00:10.000', '<v Alice Moreau>Good to hear.')}`,
    ].join('\n');

    const document = await ingestTranscript(vtt, 'renewal call.vtt');

    expect(textsAndLocations(document)).toEqual([
      { text: 'Thanks for joining. How did the rollout go?', location: { start: 1, end: 6.25, speaker: 'Alice Moreau' } },
      { text: 'It went well, mostly.', location: { start: 6.5, end: 9, speaker: 'Bob' } },
      { text: 'Good to hear.', location: { start: 9, end: 10, speaker: 'Alice Moreau' } },
    ]);
    expect(document).toMatchObject({ format: 'vtt', title: 'renewal call', structure: { speakers: ['Alice Moreau', 'Bob'] }, notes: [] });
    expect(document.date).toBeUndefined();
  });

  it('takes the speaker from a leading "Name:" (as Zoom writes it), strips other tags and timestamps, and decodes entities', async () => {
    const vtt = [
      'WEBVTT',
      '',
      '1',
      '00:00:00.000 --> 00:00:04.120',
      'Jane Doe: We pay <b>too much</b> for seats &amp; storage &lt;3 &#8212; &quot;really&quot;.',
      '',
      '2',
      '00:00:04.120 --> 00:00:07.000',
      'Jane Doe: <i>Honestly</i> <00:00:05.000>it hurts.',
      '',
      '3',
      '00:00:07.500 --> 00:01:02.003',
      'Speaker 2: <c.yellow>Noted</c>, thanks.',
      '',
    ].join('\r\n');

    const document = await ingestTranscript(vtt, 'zoom.vtt');

    expect(textsAndLocations(document)).toEqual([
      {
        text: 'We pay too much for seats & storage <3 — "really". Honestly it hurts.',
        location: { start: 0, end: 7, speaker: 'Jane Doe' },
      },
      { text: 'Noted, thanks.', location: { start: 7.5, end: 62.003, speaker: 'Speaker 2' } },
    ]);
    expect(document.structure.speakers).toEqual(['Jane Doe', 'Speaker 2']);
  });

  it('reads several voices within one cue, by <v> tags or by "NAME:" labels on their lines', async () => {
    const vtt = [
      'WEBVTT\n',
      vttCue('00:00:10.000', '00:00:12.000', '<v Bob>Hi there.</v>\n<v Alice>Hello!</v>'),
      vttCue('00:00:12.000', '00:00:15.000', 'JOHN: Are we recording?\n>> MARY: Yes.\nGo ahead.'),
    ].join('\n');

    const document = await ingestTranscript(vtt, 'voices.vtt');

    expect(textsAndLocations(document)).toEqual([
      { text: 'Hi there.', location: { start: 10, end: 12, speaker: 'Bob' } },
      { text: 'Hello!', location: { start: 10, end: 12, speaker: 'Alice' } },
      { text: 'Are we recording?', location: { start: 12, end: 15, speaker: 'JOHN' } },
      { text: 'Yes. Go ahead.', location: { start: 12, end: 15, speaker: 'MARY' } },
    ]);
    expect(document.structure.speakers).toEqual(['Bob', 'Alice', 'JOHN', 'MARY']);
  });

  it('skips cues without text, reads a wrapped line ending in a colon as text, and ends a turn with its latest cue', async () => {
    const vtt = [
      'WEBVTT\n',
      vttCue('00:00:01.000', '00:00:02.000', 'Plain caption one.'),
      vttCue('00:00:01.500', '00:00:05.000', '<i> </i>'),
      vttCue('00:00:02.000', '00:00:03.000', 'and the answer is:\nyes.'),
      vttCue('00:00:02.500', '00:00:02.900', 'Short overlap.'),
    ].join('\n');

    const document = await ingestTranscript(vtt, 'captions.vtt');

    // The empty cue would end at 5 s; it is skipped, so the turn ends with the overlap's outer cue at 3 s.
    expect(textsAndLocations(document)).toEqual([
      { text: 'Plain caption one. and the answer is: yes. Short overlap.', location: { start: 1, end: 3 } },
    ]);
    expect(document.structure.speakers).toEqual([]);
  });

  it('closes a turn before its text would pass maxSnippetChars, so that every snippet keeps its own times', async () => {
    const vtt = [
      'WEBVTT\n',
      vttCue('00:00:00.000', '00:00:01.000', '<v Kim>First point here.'),
      vttCue('00:00:01.000', '00:00:02.000', '<v Kim>Second point too.'),
      vttCue('00:00:02.000', '00:00:03.000', '<v Kim>Third point, yes.'),
      vttCue('00:00:03.000', '00:00:04.000', '<v Kim>Fourth and last.'),
    ].join('\n');

    const document = await ingestTranscript(vtt, 'limits.vtt', { limits: { maxSnippetChars: 40 } });

    expect(textsAndLocations(document)).toEqual([
      { text: 'First point here. Second point too.', location: { start: 0, end: 2, speaker: 'Kim' } },
      { text: 'Third point, yes. Fourth and last.', location: { start: 2, end: 4, speaker: 'Kim' } },
    ]);
  });

  it('keeps turns whole and in order across the pieces the parser is given, in a long transcript', async () => {
    const cues = Array.from({ length: 1200 }, (_, index) => {
      const speaker = Math.floor(index / 2) % 2 === 0 ? 'Ana' : 'Ben';
      return vttCue(clock(index * 2), clock(index * 2 + 1.5), `<v ${speaker}>Cue ${index + 1} says something.</v>`);
    });
    const vtt = `WEBVTT\n\n${cues.join('\n')}`;
    expect(vtt.length).toBeGreaterThan(4 * 16 * 1024);

    const document = await ingestTranscript(vtt, 'long.vtt');

    const expected = Array.from({ length: 600 }, (_, pair) => ({
      text: `Cue ${2 * pair + 1} says something. Cue ${2 * pair + 2} says something.`,
      location: { start: pair * 4, end: pair * 4 + 3.5, speaker: pair % 2 === 0 ? 'Ana' : 'Ben' },
    }));
    expect(textsAndLocations(document)).toEqual(expected);
    expect(document.structure.speakers).toEqual(['Ana', 'Ben']);
  });

  it('reads Teams cue identifiers, STYLE and REGION blocks, extra blank lines, and the timing lines WebVTT allows', async () => {
    const vtt = [
      'WEBVTT',
      'Kind: captions',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'REGION',
      'id:fred',
      '',
      '',
      '6f8e1c2a-1b2c-4d5e-9f00-112233445566/18-0',
      '00:00:01.000 --> 00:00:02.500 align:start',
      '<v Dana Whitfield>We moved to the new plan.</v>',
      '',
      '6f8e1c2a-1b2c-4d5e-9f00-112233445566/19-0',
      '00:02.500\t-->\t00:04.000',
      '<v Dana Whitfield>It was easy.</v>',
      '',
      'intro',
      '123:04:05.678 --> 123:04:06.000',
      'NOTE is a word here, not a comment.',
      '',
    ].join('\n');

    const document = await ingestTranscript(vtt, 'teams.vtt');

    expect(textsAndLocations(document)).toEqual([
      { text: 'We moved to the new plan. It was easy.', location: { start: 1, end: 4, speaker: 'Dana Whitfield' } },
      { text: 'NOTE is a word here, not a comment.', location: { start: 443045.678, end: 443046 } },
    ]);
    expect(document.notes).toEqual([]);
  });

  it('leaves out a cue whose timing line cannot be read, and says so', async () => {
    const vtt = [
      'WEBVTT\n',
      vttCue('00:00:01.000', '00:00:02.000', 'Kept.'),
      vttCue('00:00:0x.000', '00:00:03.000', 'Lost.'),
      vttCue('00:00:04.000', '00:00:05.000', 'Also kept.'),
    ].join('\n');

    const document = await ingestTranscript(vtt, 'broken timing.vtt');

    expect(textsAndLocations(document)).toEqual([{ text: 'Kept. Also kept.', location: { start: 1, end: 5 } }]);
    expect(document.notes).toEqual(['1 cue was left out because its timing line could not be read.']);
  });

  it('reads UTF-16 (with a byte-order mark, or without one) and Windows-1252 transcripts', async () => {
    const vtt = `WEBVTT\n\n${vttCue('00:00:00.000', '00:00:02.500', 'Zoë Müller: Ça coûte trop cher – vraiment “trop”.')}`;
    const expected = [{ text: 'Ça coûte trop cher – vraiment “trop”.', location: { start: 0, end: 2.5, speaker: 'Zoë Müller' } }];

    const withBom = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(vtt, 'utf16le')]);
    expect(textsAndLocations(await ingestTranscript(withBom, 'utf16.vtt'))).toEqual(expected);
    expect(textsAndLocations(await ingestTranscript(iconv.encode(vtt, 'utf16be'), 'utf16be.vtt'))).toEqual(expected);
    const windows1252 = iconv.encode(vtt, 'win1252');
    expect(windows1252.includes(0x96)).toBe(true);
    expect(textsAndLocations(await ingestTranscript(windows1252, 'latin.vtt'))).toEqual(expected);
  });

  it('reads the benchmark transcript: its three speakers and every cue', async () => {
    const vtt = generateBenchVtt(0.2);
    expect(Math.abs(vtt.length - 0.2 * MB)).toBeLessThan(1024);

    const document = await ingestTranscript(vtt, 'bench.vtt');

    expect(document.structure.speakers).toEqual(['Interviewer', 'Marco Rossi', 'Dana Whitfield']);
    expect(document.notes).toEqual([]);
    expect(document.snippets.length).toBeGreaterThan(100);
    for (const { location } of document.snippets) expect(location.end).toBeGreaterThan(location.start ?? Infinity);
  });

  describe('refuses, returning nothing,', () => {
    it('a cue holding 10 MB of text on one line (LINE_TOO_LONG)', async () => {
      const vtt = `WEBVTT\n\n00:00:00.000 --> 00:00:05.000\n${'word '.repeat(2 * MB)}\n`;

      const error = await refusalOf(ingestTranscript(vtt, 'long line.vtt'), 'LINE_TOO_LONG');

      expect(error.message).toBe(
        'Line 4 of the transcript is 10,485,760 characters long; a line can be at most 1,048,576 characters. The file is probably damaged or not a transcript.',
      );
    });

    it('a .vtt that is one 10 MB line (LINE_TOO_LONG)', async () => {
      const error = await refusalOf(ingestTranscript(`WEBVTT ${'x'.repeat(10 * MB)}`, 'one line.vtt'), 'LINE_TOO_LONG');

      expect(error.message).toMatch(/^Line 1 of the transcript is 10,485,767 characters long;/);
    });

    it('a cue of short lines running for megabytes without a blank line (LINE_TOO_LONG)', async () => {
      const vtt = `WEBVTT\n\n00:00:00.000 --> 00:00:05.000\n${'Some caption text that goes on.\n'.repeat(40_000)}`;

      const error = await refusalOf(ingestTranscript(vtt, 'endless cue.vtt'), 'LINE_TOO_LONG');

      expect(error.message).toMatch(
        /^The cue starting at line 3 of the transcript is 1,280,030 characters long without a blank line; a cue can be at most 1,048,576 characters\./,
      );
    });

    it('formatting tags nested too deeply for the parser (INVALID_TRANSCRIPT)', async () => {
      const vtt = `WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n${'<b>'.repeat(200_000)}deep\n`;

      const error = await refusalOf(ingestTranscript(vtt, 'nested.vtt'), 'INVALID_TRANSCRIPT');

      expect(error.message).toBe(
        'The transcript nests formatting tags too deeply to be read. The file is probably damaged or not a transcript.',
      );
    });

    it('a file that does not start with WEBVTT (INVALID_TRANSCRIPT)', async () => {
      const error = await refusalOf(
        ingestTranscript(`Meeting notes\n\n${vttCue('00:00:00.000', '00:00:01.000', 'Hi.')}`, 'notes.vtt'),
        'INVALID_TRANSCRIPT',
      );

      expect(error.message).toBe('This file is not a WebVTT transcript: its first line must be "WEBVTT".');
    });

    it('a WebVTT file without cues (INVALID_TRANSCRIPT)', async () => {
      const error = await refusalOf(ingestTranscript('WEBVTT\n\nNOTE nothing was said\n', 'empty.vtt'), 'INVALID_TRANSCRIPT');

      expect(error.message).toMatch(/^This WebVTT transcript holds no cues/);
    });

    it('a transcript whose cues hold no text (NO_TEXT)', async () => {
      await refusalOf(ingestTranscript(`WEBVTT\n\n${vttCue('00:00:00.000', '00:00:01.000', '<v Ann></v>')}`, 'silent.vtt'), 'NO_TEXT');
    });

    it('reading once it is cancelled (CANCELLED)', async () => {
      const controller = new AbortController();
      controller.abort();

      await refusalOf(
        ingestTranscript(`WEBVTT\n\n${vttCue('00:00:00.000', '00:00:01.000', 'Hi.')}`, 'cancelled.vtt', { signal: controller.signal }),
        'CANCELLED',
      );
    });
  });
});
