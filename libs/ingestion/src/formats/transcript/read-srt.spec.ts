import iconv from 'iconv-lite';
import { ingestTranscript, refusalOf, textsAndLocations } from './transcript.spec-helper';

const MB = 1024 * 1024;

describe('readSrt', () => {
  it('reads numbered cues with comma milliseconds, takes speakers from "Name:" labels, and merges their turns', async () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:03,500',
      'Interviewer: How long have you used the product?',
      '',
      '2',
      '00:00:03,600 --> 00:00:06,000',
      'Priya Shah: About two years.',
      '',
      '3',
      '00:00:06,000 --> 00:00:09,250',
      'Priya Shah: <i>Mostly</i> for the reports,',
      'and {\\an8}I <3 the exports.',
      '',
      '4',
      '01:02:03,004 --> 01:02:04,5',
      '<font color="#ffffff">Interviewer: Thanks!</font>',
      '',
    ].join('\r\n');

    const document = await ingestTranscript(srt, 'interview.srt');

    expect(textsAndLocations(document)).toEqual([
      { text: 'How long have you used the product?', location: { start: 1, end: 3.5, speaker: 'Interviewer' } },
      {
        text: 'About two years. Mostly for the reports, and I <3 the exports.',
        location: { start: 3.6, end: 9.25, speaker: 'Priya Shah' },
      },
      { text: 'Thanks!', location: { start: 3723.004, end: 3724.5, speaker: 'Interviewer' } },
    ]);
    expect(document).toMatchObject({
      format: 'srt',
      title: 'interview',
      structure: { speakers: ['Interviewer', 'Priya Shah'] },
      notes: [],
    });
  });

  it('reads <v> voice tags, cues without the blank line between them, and blank lines holding spaces', async () => {
    const srt = [
      '1',
      '00:00:00,000 --> 00:00:02,000',
      '<v Sam>We switched last spring.</v>',
      '2',
      '00:00:02,000 --> 00:00:04,000',
      '<v Sam>It was painless.</v>',
      '   ',
      '3',
      '00:00:04,500 --> 00:00:06,000',
      'No speaker here.',
    ].join('\n');

    const document = await ingestTranscript(srt, 'tags.srt');

    expect(textsAndLocations(document)).toEqual([
      { text: 'We switched last spring. It was painless.', location: { start: 0, end: 4, speaker: 'Sam' } },
      { text: 'No speaker here.', location: { start: 4.5, end: 6 } },
    ]);
  });

  it('keeps the text after a line holding only a styling code, and reads times past 99 hours', async () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:02,000',
      '{\\an8}',
      'Top of the screen.',
      '',
      '2',
      '100:00:02,000 --> 100:00:03,5',
      'Bottom again.',
      '',
    ].join('\n');

    const document = await ingestTranscript(srt, 'styled.srt');

    expect(textsAndLocations(document)).toEqual([{ text: 'Top of the screen. Bottom again.', location: { start: 1, end: 360003.5 } }]);
  });

  it('reads Windows-1252 and UTF-16 SRT files', async () => {
    const srt = '1\n00:00:00,000 --> 00:00:02,000\nJosé Núñez: Ya no uso la app… es lenta.\n';
    const expected = [{ text: 'Ya no uso la app… es lenta.', location: { start: 0, end: 2, speaker: 'José Núñez' } }];

    expect(textsAndLocations(await ingestTranscript(iconv.encode(srt, 'win1252'), 'spanish.srt'))).toEqual(expected);
    expect(textsAndLocations(await ingestTranscript(Buffer.from(srt, 'utf16le'), 'utf16.srt'))).toEqual(expected);
  });

  describe('refuses, returning nothing,', () => {
    it('a cue holding 10 MB of text on one line (LINE_TOO_LONG)', async () => {
      const srt = `1\n00:00:00,000 --> 00:00:05,000\n${'word '.repeat(2 * MB)}\n`;

      const error = await refusalOf(ingestTranscript(srt, 'long line.srt'), 'LINE_TOO_LONG');

      expect(error.message).toMatch(/^Line 3 of the transcript is 10,485,760 characters long;/);
    });

    it('an .srt that is one 10 MB line (LINE_TOO_LONG)', async () => {
      const error = await refusalOf(ingestTranscript('y'.repeat(10 * MB), 'one line.srt'), 'LINE_TOO_LONG');

      expect(error.message).toMatch(/^Line 1 of the transcript is 10,485,760 characters long;/);
    });

    it('a file without a single SRT cue (INVALID_TRANSCRIPT)', async () => {
      const error = await refusalOf(ingestTranscript('Just some notes,\nnot subtitles.\n', 'notes.srt'), 'INVALID_TRANSCRIPT');

      expect(error.message).toBe(
        'This file is not an SRT transcript: no cue such as "1", "00:00:01,000 --> 00:00:04,000" and a line of text was found.',
      );
    });
  });
});
