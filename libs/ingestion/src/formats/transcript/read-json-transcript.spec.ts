import iconv from 'iconv-lite';
import { ingestTranscript, refusalOf, textsAndLocations } from './transcript.spec-helper';

const MB = 1024 * 1024;
const json = (value: unknown): string => JSON.stringify(value, null, 2);

/** A Gong API v2 /v2/calls/transcript response, as its OpenAPI specification describes it. */
const gongResponse = (callTranscripts: unknown[]) => ({
  requestId: '4al018gzaztcr8nbukw',
  records: { totalRecords: callTranscripts.length, currentPageSize: callTranscripts.length, currentPageNumber: 0 },
  callTranscripts,
});
const gongCall = {
  callId: '7782342274025937895',
  transcript: [
    {
      speakerId: '6432345678555530067',
      topic: 'Pricing',
      sentences: [
        { start: 460230, end: 462343, text: 'The renewal price surprised us.' },
        { start: 462343, end: 465001, text: 'We had budgeted for ten percent less.' },
      ],
    },
    {
      speakerId: '3212345678555530001',
      topic: 'Pricing',
      sentences: [{ start: 465500, end: 467000, text: 'I understand, let me check the options.' }],
    },
  ],
};
const gongSnippets = [
  {
    text: 'The renewal price surprised us. We had budgeted for ten percent less.',
    location: { start: 460.23, end: 465.001, speaker: '6432345678555530067' },
  },
  { text: 'I understand, let me check the options.', location: { start: 465.5, end: 467, speaker: '3212345678555530001' } },
];

describe('readJsonTranscript', () => {
  it('reads the generic shape: speaker turns with times in seconds or as clock times, consecutive turns of a speaker merged', async () => {
    const transcript = [
      { speaker: 'Lena', start: 0, end: 4.5, text: 'We mostly use the dashboard.' },
      { speaker: 'Lena', start: '00:00:04.500', end: '00:00:07', text: 'Every morning, actually.' },
      { speaker: 'Omar', start: '0:07.25', end: '1:02:03,5', text: 'What would you change?' },
      { speaker: 'Omar', start: 3723.5, end: 3724, text: '   ' },
      { speaker: 2, start: 3724, end: 3730, text: 'Speaker two, unnamed.' },
      { start: 3730, end: 3731, text: 'Nobody in particular.' },
    ];

    const document = await ingestTranscript(json(transcript), 'call export.json');

    expect(textsAndLocations(document)).toEqual([
      { text: 'We mostly use the dashboard. Every morning, actually.', location: { start: 0, end: 7, speaker: 'Lena' } },
      { text: 'What would you change?', location: { start: 7.25, end: 3723.5, speaker: 'Omar' } },
      { text: 'Speaker two, unnamed.', location: { start: 3724, end: 3730, speaker: '2' } },
      { text: 'Nobody in particular.', location: { start: 3730, end: 3731 } },
    ]);
    expect(document).toMatchObject({
      format: 'json_transcript',
      title: 'call export',
      structure: { speakers: ['Lena', 'Omar', '2'] },
      notes: [],
    });
    expect(document.date).toBeUndefined();
  });

  it('reads the generic list under "segments" (as Whisper writes it) with the wrapper\'s title and date', async () => {
    const whisper = {
      title: 'Churn interview #4',
      date: '2024-03-05T14:30:00+01:00',
      text: ' The setup was slow. Support helped.',
      language: 'en',
      segments: [
        { id: 0, seek: 0, start: 0.0, end: 2.4, text: ' The setup was slow.', tokens: [50364, 440], temperature: 0, avg_logprob: -0.2 },
        { id: 1, seek: 0, start: 2.4, end: 4.0, text: ' Support helped.', tokens: [50484, 7026], temperature: 0, avg_logprob: -0.3 },
      ],
    };

    const document = await ingestTranscript(json(whisper), 'whisper.json');

    expect(textsAndLocations(document)).toEqual([{ text: 'The setup was slow. Support helped.', location: { start: 0, end: 4 } }]);
    expect(document).toMatchObject({
      title: 'Churn interview #4',
      date: '2024-03-05T13:30:00.000Z',
      structure: { speakers: [] },
      notes: [],
    });
  });

  it('reads the generic list under "transcript", and leaves out a date that is not one, with a note', async () => {
    const document = await ingestTranscript(
      json({ date: 'last Tuesday', transcript: [{ speaker: 'Ann', start: 1, end: 2, text: 'Hello.' }] }),
      'wrapped.json',
    );

    expect(textsAndLocations(document)).toEqual([{ text: 'Hello.', location: { start: 1, end: 2, speaker: 'Ann' } }]);
    expect(document.date).toBeUndefined();
    expect(document.notes).toEqual([
      'The transcript\'s "date" ("last Tuesday") is not a date such as "2024-03-05T14:30:00Z" and was left out.',
    ]);
  });

  it('reads a Gong call transcript response: sentence times in milliseconds, speakers by speakerId, monologues merged per speaker', async () => {
    const document = await ingestTranscript(json(gongResponse([gongCall])), 'gong.json');

    expect(textsAndLocations(document)).toEqual(gongSnippets);
    expect(document.structure.speakers).toEqual(['6432345678555530067', '3212345678555530001']);
    expect(document.date).toBeUndefined();
  });

  it('reads one Gong call transcript on its own (one element of callTranscripts)', async () => {
    expect(textsAndLocations(await ingestTranscript(json(gongCall), 'one call.json'))).toEqual(gongSnippets);
  });

  it("reads a minified export on a single line longer than maxLineChars: only an entry's own text is limited", async () => {
    const turns = Array.from({ length: 20_000 }, (_, index) => ({
      speaker: index % 2 === 0 ? 'A' : 'B',
      start: index,
      end: index + 1,
      text: `Turn number ${index} of a long call.`,
    }));
    const minified = JSON.stringify(turns);
    expect(minified.length).toBeGreaterThan(MB);
    expect(minified.includes('\n')).toBe(false);

    const document = await ingestTranscript(minified, 'minified.json');

    expect(document.snippets).toHaveLength(20_000);
    expect(textsAndLocations(document)[19_999]).toEqual({
      text: 'Turn number 19999 of a long call.',
      location: { start: 19_999, end: 20_000, speaker: 'B' },
    });
  });

  it('reads UTF-16 and Windows-1252 JSON files', async () => {
    const content = json([{ speaker: 'Chloé', start: 0, end: 1.5, text: 'Trop cher… vraiment.' }]);
    const expected = [{ text: 'Trop cher… vraiment.', location: { start: 0, end: 1.5, speaker: 'Chloé' } }];

    expect(
      textsAndLocations(await ingestTranscript(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(content, 'utf16le')]), 'utf16.json')),
    ).toEqual(expected);
    expect(textsAndLocations(await ingestTranscript(iconv.encode(content, 'win1252'), 'latin.json'))).toEqual(expected);
  });

  describe('refuses, returning nothing,', () => {
    it('a turn holding 10 MB of text (LINE_TOO_LONG)', async () => {
      const content = JSON.stringify([{ speaker: 'X', start: 0, end: 1, text: 'word '.repeat(2 * MB) }]);

      const error = await refusalOf(ingestTranscript(content, 'huge turn.json'), 'LINE_TOO_LONG');

      expect(error.message).toBe(
        'Entry 1 of the transcript holds 10,485,760 characters of text; one entry can hold at most 1,048,576. The file is probably damaged or not a transcript.',
      );
    });

    it('a file that is not JSON (INVALID_TRANSCRIPT)', async () => {
      const error = await refusalOf(ingestTranscript('{"segments": [', 'broken.json'), 'INVALID_TRANSCRIPT');

      expect(error.message).toMatch(/^This file is not valid JSON \(.+\), so it cannot be read as a transcript\.$/);
    });

    it('JSON of another shape, naming the shapes expected (INVALID_TRANSCRIPT)', async () => {
      const error = await refusalOf(ingestTranscript(json({ rows: [{ answer: 'yes' }] }), 'survey.json'), 'INVALID_TRANSCRIPT');

      expect(error.message).toBe(
        'This JSON file is not a transcript this app can read. Expected a list of speaker turns such as [{"speaker": "Jane", "start": 0, "end": 4.2, "text": "Hello"}] (or that list under "segments" or "transcript"), or a Gong call transcript export ({"callTranscripts": [...]}).',
      );
    });

    it('a Zoom timeline file, which holds no words (INVALID_TRANSCRIPT)', async () => {
      const timeline = {
        timeline: [{ ts: '00:00:01.234', users: [{ username: 'Jane Doe', multiple_people: false, user_id: '16778240' }] }],
      };

      const error = await refusalOf(ingestTranscript(json(timeline), 'timeline.json'), 'INVALID_TRANSCRIPT');

      expect(error.message).toBe(
        "This looks like a Zoom timeline file: it records who spoke when, but not what was said. Upload the meeting's transcript file (.vtt) instead.",
      );
    });

    it('a Gong export of several calls, whose times could not say which call they are in (INVALID_TRANSCRIPT)', async () => {
      const error = await refusalOf(
        ingestTranscript(json(gongResponse([gongCall, { ...gongCall, callId: '1' }])), 'gong calls.json'),
        'INVALID_TRANSCRIPT',
      );

      expect(error.message).toBe(
        "This Gong export holds 2 calls. Export one call's transcript per file, so that every snippet's time points into one recording.",
      );
    });

    it('a Gong export without calls (INVALID_TRANSCRIPT)', async () => {
      const error = await refusalOf(ingestTranscript(json(gongResponse([])), 'no calls.json'), 'INVALID_TRANSCRIPT');

      expect(error.message).toBe('This Gong export holds no call transcripts.');
    });

    it('a Gong sentence whose time is not in milliseconds (INVALID_TRANSCRIPT)', async () => {
      const call = { callId: '9', transcript: [{ speakerId: '1', sentences: [{ start: '00:00:01', end: 2000, text: 'Hi.' }] }] };

      const error = await refusalOf(ingestTranscript(json(gongResponse([call])), 'gong time.json'), 'INVALID_TRANSCRIPT');

      expect(error.message).toBe(
        'Sentence 1 of monologue 1 has no valid "start" time (milliseconds from the start of the call, as a number).',
      );
    });

    it.each([
      [
        [{ speaker: 'A', end: 2, text: 'No start.' }],
        'Entry 1 of the transcript has no valid "start" time (seconds as a number, or a time such as "00:01:02.500").',
      ],
      [
        [
          { speaker: 'A', start: 1, end: 2, text: 'Fine.' },
          { speaker: 'B', start: 5, end: 4, text: 'Backwards.' },
        ],
        'Entry 2 of the transcript ends before it starts.',
      ],
      [{ segments: [{ start: 0, end: 1 }] }, 'Entry 1 of "segments" has no "text" (a string).'],
      [
        { segments: [{ speaker: { name: 'A' }, start: 0, end: 1, text: 'Hi.' }] },
        'Entry 1 of "segments" has a "speaker" that is not a name.',
      ],
      [{ transcript: [] }, 'The transcript\'s list of speaker turns ("transcript") is empty.'],
      [
        ['just a string'],
        'Entry 1 of the transcript is not an object with "speaker", "start", "end" and "text". Expected a list of speaker turns such as [{"speaker": "Jane", "start": 0, "end": 4.2, "text": "Hello"}] (or that list under "segments" or "transcript"), or a Gong call transcript export ({"callTranscripts": [...]}).',
      ],
    ])('a speaker turn that is not one (INVALID_TRANSCRIPT): %j', async (content, message) => {
      const error = await refusalOf(ingestTranscript(json(content), 'bad turn.json'), 'INVALID_TRANSCRIPT');

      expect(error.message).toBe(message);
    });
  });
});
