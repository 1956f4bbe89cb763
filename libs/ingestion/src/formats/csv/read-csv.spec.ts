import { stringify } from 'csv-stringify/sync';
import { ingestFile } from '../../ingest-file';
import type { LimitOverrides } from '../../model/limits';
import { detectDelimiter } from './detect-delimiter';
import { readCsv } from './read-csv';
import { refusalOf } from '../../refusal.spec-helper';

const ingestCsv = (bytes: Buffer, limits?: LimitOverrides) =>
  ingestFile({ bytes, fileName: 'survey.csv' }, { readers: { csv: readCsv }, limits });

const LIKE = 'What do you like most?';
const IMPROVE = 'What should we improve?';
const HYPERLINK = '=HYPERLINK("http://x","y")';

/** A small survey export, with a quoted answer spanning two lines, commas inside answers, a formula, blank and "n/a" answers. */
const SURVEY = [
  [
    'Respondent ID',
    'Submitted',
    'Age',
    'Gender',
    'Country',
    'Plan',
    'The product is easy to use',
    'How likely are you to recommend us?',
    'Hours per week',
    LIKE,
    IMPROVE,
  ],
  [
    'R-001',
    '2024-03-01',
    '34',
    'Female',
    'France',
    'Team',
    'Agree',
    '9',
    '12.5',
    'The export is fast, and reliable.',
    'Café dashboards cost £40 a month',
  ],
  [
    'R-002',
    '2024-03-02',
    '41',
    'Male',
    'Germany',
    'Free',
    'Strongly agree',
    '10',
    '3',
    'Search finds everything',
    'Pricing is unclear,\nespecially for teams.',
  ],
  ['R-003', '2024-03-03', '29', 'Female', 'France', 'Team', 'Neutral', '6', '7.25', 'Nothing in particular', ''],
  ['R-004', '2024-03-04', '52', 'Male', 'Spain', 'Business', 'Disagree', '3', '20', HYPERLINK, 'n/a'],
  [
    'R-005',
    '2024-03-05',
    '38',
    'Female',
    'Canada',
    'Free',
    'Agree',
    '8',
    '1.5',
    'The export is fast, and reliable.',
    'Offline mode on the mobile app',
  ],
];

const csvOf = (delimiter: string) => stringify(SURVEY, { delimiter });
const withPrefix = (prefix: number[], body: Buffer) => Buffer.concat([Buffer.from(prefix), body]);

// The customer attributes and date of each respondent (spreadsheet row 2 is R-001).
const customer = (row: number) => {
  const [, , age, gender, country, plan] = SURVEY[row - 1];
  return { age, gender, country, plan };
};
const at = (row: number, column: string) => ({
  location: { row, column },
  date: `${SURVEY[row - 1][1]}T00:00:00.000Z`,
  customer: customer(row),
});

const EXPECTED_SNIPPETS = [
  { text: 'The export is fast, and reliable.', count: 2, ...at(2, LIKE), repeats: [at(6, LIKE)] },
  { text: 'Café dashboards cost £40 a month', count: 1, ...at(2, IMPROVE) },
  { text: 'Search finds everything', count: 1, ...at(3, LIKE) },
  { text: 'Pricing is unclear, especially for teams.', count: 1, ...at(3, IMPROVE) },
  { text: 'Nothing in particular', count: 1, ...at(4, LIKE) },
  { text: HYPERLINK, count: 1, ...at(5, LIKE) },
  { text: 'Offline mode on the mobile app', count: 1, ...at(6, IMPROVE) },
];

const describesRespondent = (name: string) =>
  `The header "${name}" describes the respondent: its values become the answers' customer attributes, not answers to analyse.`;
const EXPECTED_COLUMNS = [
  { name: 'Respondent ID', type: 'None', evidence: 'The header "Respondent ID" names an identifier, not an answer.', include: false },
  { name: 'Submitted', type: 'None', evidence: '5 of 5 values are dates or times, not answers.', include: false },
  { name: 'Age', type: 'numeric', evidence: '5 of 5 values are integers from 29 to 52.', include: true, demographicKey: 'age' },
  {
    name: 'Gender',
    type: 'None',
    evidence: 'Only 2 distinct short values over 5 answers ("Female", "Male"): a category, not an answer to analyse.',
    include: false,
    demographicKey: 'gender',
  },
  { name: 'Country', type: 'None', evidence: describesRespondent('Country'), include: false, demographicKey: 'country' },
  { name: 'Plan', type: 'None', evidence: describesRespondent('Plan'), include: false, demographicKey: 'plan' },
  {
    name: 'The product is easy to use',
    type: 'likert',
    evidence: '5 of 5 values are agreement scale phrases ("Agree", "Strongly agree", "Neutral", "Disagree").',
    include: true,
  },
  {
    name: 'How likely are you to recommend us?',
    type: 'nps',
    evidence: '5 of 5 values are integers from 3 to 10 and the header asks how likely they are to recommend.',
    include: true,
  },
  { name: 'Hours per week', type: 'numeric', evidence: '5 of 5 values are numbers from 1.5 to 20.', include: true },
  { name: LIKE, type: 'text', evidence: 'Free text: 4 distinct answers of 3.8 words on average.', include: true },
  { name: IMPROVE, type: 'text', evidence: 'Free text: 3 distinct answers of 6 words on average.', include: true },
];

const EXPECTED_ROWS = SURVEY.slice(1).map((row) => Object.fromEntries(SURVEY[0].map((name, index) => [name, row[index]])));

describe('readCsv through ingestFile', () => {
  it.each([
    ['UTF-8', Buffer.from(csvOf(','), 'utf8')],
    ['UTF-8 with BOM', withPrefix([0xef, 0xbb, 0xbf], Buffer.from(csvOf(','), 'utf8'))],
    ['UTF-16LE with BOM', withPrefix([0xff, 0xfe], Buffer.from(csvOf(','), 'utf16le'))],
    ['UTF-16LE without BOM', Buffer.from(csvOf(','), 'utf16le')],
    ['UTF-16BE without BOM', Buffer.from(csvOf(','), 'utf16le').swap16()],
    ['Windows-1252', Buffer.from(csvOf(','), 'latin1')],
    ['semicolon-separated', Buffer.from(csvOf(';'), 'utf8')],
    ['tab-separated', Buffer.from(csvOf('\t'), 'utf8')],
    [
      'semicolon-separated Windows-1252 with CRLF line ends',
      Buffer.from(stringify(SURVEY, { delimiter: ';', record_delimiter: 'windows' }), 'latin1'),
    ],
  ])(
    'reads a %s survey: column types with evidence, snippets by row and column, customer attributes, every answer',
    async (_case, bytes) => {
      const document = await ingestCsv(bytes);
      expect(document.format).toBe('csv');
      expect(document.title).toBe('survey');
      expect(document.structure).toEqual({ columns: EXPECTED_COLUMNS, rows: 5 });
      expect(document.snippets).toEqual(EXPECTED_SNIPPETS);
      // Every answer as written, a formula's text included (never evaluated); a line break inside an
      // answer stays in the table while the snippet's text is normalised.
      expect(document.survey).toEqual({ columns: EXPECTED_COLUMNS, rows: EXPECTED_ROWS, dateColumn: 'Submitted' });
    },
  );

  it('numbers rows as a spreadsheet shows them: blank lines count, a quoted answer over several lines is one row', async () => {
    const text = 'Feedback,Plan\n\n"Exports time out\non large projects, every week",Team\n\nSearch is great,Free\n';
    const document = await ingestCsv(Buffer.from(text));
    expect(document.snippets).toEqual([
      {
        text: 'Exports time out on large projects, every week',
        count: 1,
        location: { row: 3, column: 'Feedback' },
        customer: { plan: 'Team' },
      },
      { text: 'Search is great', count: 1, location: { row: 5, column: 'Feedback' }, customer: { plan: 'Free' } },
    ]);
  });

  it('reads ragged rows: missing cells are blank, extra cells get a column of their own', async () => {
    const text = 'Feedback,Age\nThe export is slow for us\nSearch works very well,34,late reply\n';
    const document = await ingestCsv(Buffer.from(text));
    expect(document.survey?.rows).toEqual([
      { Feedback: 'The export is slow for us', Age: '', 'Column 3': '' },
      { Feedback: 'Search works very well', Age: '34', 'Column 3': 'late reply' },
    ]);
  });

  it('refuses broken quoting, naming the line where the unclosed quote starts', async () => {
    const text = 'Feedback,Age\n"Fine",30\n"Slow export,41\nGood,22\nOkay,50\n';
    expect(await refusalOf(ingestCsv(Buffer.from(text)))).toEqual({
      code: 'INVALID_SURVEY',
      message: 'The CSV file cannot be read: a quoted value that starts on line 3 is never closed.',
    });
  });

  it('refuses a quote inside an unquoted value, naming the line', async () => {
    const text = 'Feedback,Age\nFine,30\nThe "new" export,41\n';
    expect(await refusalOf(ingestCsv(Buffer.from(text)))).toEqual({
      code: 'INVALID_SURVEY',
      message:
        'The CSV file cannot be read: line 3 has a quote (") inside a value that does not start with one. Put the whole value in quotes and double the quotes inside it.',
    });
  });

  it('refuses text after a closing quote, naming the line', async () => {
    const text = 'Feedback,Age\n"Slow" export,41\n';
    expect(await refusalOf(ingestCsv(Buffer.from(text)))).toEqual({
      code: 'INVALID_SURVEY',
      message: 'The CSV file cannot be read: on line 2 a quoted value is followed by more text before the next separator.',
    });
  });

  it('refuses a single 10 MB line, naming it', async () => {
    const bytes = Buffer.from(`Feedback\nFirst answer\n${'x'.repeat(10 * 1024 * 1024)}\nLast answer\n`);
    expect(await refusalOf(ingestCsv(bytes))).toEqual({
      code: 'LINE_TOO_LONG',
      message:
        'Line 3 of the CSV file is longer than 1,048,576 characters, the most one row may hold (a quote that is never closed can also cause this).',
    });
  });

  it('refuses more rows than the limit, stopping at the first row too many', async () => {
    // The broken quote after the limit is never reached: reading stopped before it.
    const text = 'Feedback\nOne answer here\nTwo answers here\nThree answers here\n"never closed\n';
    expect(await refusalOf(ingestCsv(Buffer.from(text), { maxRows: 2 }))).toEqual({
      code: 'TOO_MANY_ROWS',
      message: 'The survey has more than 2 rows; at most 2 are accepted.',
    });
  });

  it('refuses a row with more columns than the limit', async () => {
    expect(await refusalOf(ingestCsv(Buffer.from('a,b\n1,2,3,4,5\n'), { maxColumns: 3 }))).toEqual({
      code: 'INVALID_SURVEY',
      message: 'Row 2 of the survey has 5 columns; at most 3 are accepted.',
    });
  });

  it('refuses binary data that is not text', async () => {
    const bytes = Buffer.from([0x41, 0x00, 0x00, 0x00, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x00, 0x01]);
    expect((await refusalOf(ingestCsv(bytes))).code).toBe('UNREADABLE_ENCODING');
  });

  it('refuses a header without answers', async () => {
    expect(await refusalOf(ingestCsv(Buffer.from('Feedback,Age\n\n\n')))).toEqual({
      code: 'NO_TEXT',
      message: 'The survey has a header row but no answers.',
    });
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['commas', 'Name,Feedback\nAnn,Slow\nBob,Fast\n', ','],
    ['semicolons, with commas inside answers', 'Name;Feedback\nAnn;Slow, very slow\nBob;Fine, thanks, really\n', ';'],
    ['tabs, with commas and semicolons inside answers', 'Name\tFeedback\nAnn\tSlow, very; slow\nBob\tFine\n', '\t'],
    ['commas, with a semicolon in the header', 'Name,Feedback; optional\nAnn,Slow\n', ','],
    ['a quoted header holding the other separators', '"Name; full","Feedback\tnote"\nAnn,Slow\n', ','],
    ['a single column', 'Feedback\nSlow\nFast\n', ','],
  ])('finds %s', (_case, text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});
