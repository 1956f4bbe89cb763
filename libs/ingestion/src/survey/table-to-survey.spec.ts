import { IngestionError } from '../errors';
import type { RawCell } from '../formats/reader';
import { DEFAULT_LIMITS, resolveLimits } from '../model/limits';
import { cellText, tableToSurvey, uniqueHeaders } from './table-to-survey';

const refusalOf = (read: () => unknown): { code: string; message: string } => {
  try {
    read();
  } catch (error) {
    if (error instanceof IngestionError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected an IngestionError, but the table was read');
};

describe('cellText', () => {
  it.each<[string, RawCell, string]>([
    ['an empty cell', null, ''],
    ['a missing cell', undefined, ''],
    ['a number', 12.5, '12.5'],
    ['a boolean', true, 'TRUE'],
    ['text, trimmed', '  Slow exports \n', 'Slow exports'],
    ['a date at midnight, as a date', new Date(Date.UTC(2024, 2, 5)), '2024-03-05'],
    ['a date with a time, in full', new Date(Date.UTC(2024, 2, 5, 14, 30)), '2024-03-05T14:30:00.000Z'],
    ['an invalid date', new Date(Number.NaN), ''],
    ['a formula, as written', '=HYPERLINK("http://x","y")', '=HYPERLINK("http://x","y")'],
  ])('writes %s', (_case, cell, text) => {
    expect(cellText(cell)).toBe(text);
  });
});

describe('uniqueHeaders', () => {
  it('names blank headers by position and numbers repeated ones, whatever their case', () => {
    expect(uniqueHeaders(['Feedback', null, 'feedback', '  Age ', 'FEEDBACK', ''])).toEqual([
      'Feedback',
      'Column 2',
      'feedback (2)',
      'Age',
      'FEEDBACK (3)',
      'Column 6',
    ]);
  });
});

describe('tableToSurvey', () => {
  const describesRespondent = (name: string) =>
    `The header "${name}" describes the respondent: its values become the answers' customer attributes, not answers to analyse.`;

  it('reads the header after leading blank rows, keeps file row numbers, and attaches the respondent to each answer', () => {
    const rows: RawCell[][] = [
      [],
      ['', null, ''],
      ['Name', 'Marital Status', 'Company size', 'Date', 'Comments', 'Comments'],
      ['Ann Lee', 'Married', 'Small', new Date(Date.UTC(2024, 2, 5)), 'Exports are too slow', 'n/a'],
      [null, null, null, null, null, null],
      ['Bob Stone', 'Single', 'Large', new Date(Date.UTC(2024, 2, 6, 14, 30)), '  Search is great  ', 'More filters please'],
      ['Cara Diaz', 'Married', 'Medium', '2024-03-07', 'none', 'Faster support replies'],
    ];
    const ann = { name: 'Ann Lee', marital_status: 'Married', company_size: 'Small' };
    const bob = { name: 'Bob Stone', marital_status: 'Single', company_size: 'Large' };
    const cara = { name: 'Cara Diaz', marital_status: 'Married', company_size: 'Medium' };
    const columns = [
      // Names and attributes describe the respondent: never snippets, however varied.
      { name: 'Name', type: 'None', evidence: describesRespondent('Name'), include: false },
      {
        name: 'Marital Status',
        type: 'None',
        evidence: describesRespondent('Marital Status'),
        include: false,
        demographicKey: 'marital_status',
      },
      { name: 'Company size', type: 'None', evidence: describesRespondent('Company size'), include: false, demographicKey: 'company_size' },
      { name: 'Date', type: 'None', evidence: '3 of 3 values are dates or times, not answers.', include: false },
      { name: 'Comments', type: 'text', evidence: 'Free text: 2 distinct answers of 3.5 words on average.', include: true },
      { name: 'Comments (2)', type: 'text', evidence: 'Free text: 2 distinct answers of 3 words on average.', include: true },
    ];
    expect(tableToSurvey(rows, DEFAULT_LIMITS, 'Sheet1')).toEqual({
      headerRow: 3,
      blocks: [
        {
          text: 'Exports are too slow',
          location: { row: 4, column: 'Comments', sheet: 'Sheet1' },
          date: '2024-03-05T00:00:00.000Z',
          customer: ann,
        },
        {
          text: 'Search is great',
          location: { row: 6, column: 'Comments', sheet: 'Sheet1' },
          date: '2024-03-06T14:30:00.000Z',
          customer: bob,
        },
        {
          text: 'More filters please',
          location: { row: 6, column: 'Comments (2)', sheet: 'Sheet1' },
          date: '2024-03-06T14:30:00.000Z',
          customer: bob,
        },
        {
          text: 'Faster support replies',
          location: { row: 7, column: 'Comments (2)', sheet: 'Sheet1' },
          date: '2024-03-07T00:00:00.000Z',
          customer: cara,
        },
      ],
      survey: {
        columns,
        rows: [
          {
            Name: 'Ann Lee',
            'Marital Status': 'Married',
            'Company size': 'Small',
            Date: '2024-03-05',
            Comments: 'Exports are too slow',
            'Comments (2)': 'n/a',
          },
          {
            Name: 'Bob Stone',
            'Marital Status': 'Single',
            'Company size': 'Large',
            Date: '2024-03-06T14:30:00.000Z',
            Comments: 'Search is great',
            'Comments (2)': 'More filters please',
          },
          {
            Name: 'Cara Diaz',
            'Marital Status': 'Married',
            'Company size': 'Medium',
            Date: '2024-03-07',
            Comments: 'none',
            'Comments (2)': 'Faster support replies',
          },
        ],
        respondentColumn: 'Name',
        dateColumn: 'Date',
      },
    });
  });

  it('keeps numeric attributes typed for breakdowns', () => {
    const rows: RawCell[][] = [
      ['Age', 'Feedback'],
      [34, 'Exports are too slow'],
      [41, 'Search is great'],
      [29, 'Support replies fast'],
    ];
    const { survey, blocks } = tableToSurvey(rows, DEFAULT_LIMITS);
    expect(survey.columns[0]).toEqual({
      name: 'Age',
      type: 'numeric',
      evidence: '3 of 3 values are integers from 29 to 41.',
      include: true,
      demographicKey: 'age',
    });
    expect(blocks.map((block) => [block.location, block.customer])).toEqual([
      [{ row: 2, column: 'Feedback' }, { age: '34' }],
      [{ row: 3, column: 'Feedback' }, { age: '41' }],
      [{ row: 4, column: 'Feedback' }, { age: '29' }],
    ]);
  });

  it("keeps only the domain of a respondent's email as an attribute, never the address", () => {
    const rows: RawCell[][] = [
      ['E-mail Address', 'Feedback'],
      ['Ann.Lee@Acme.COM', 'Exports are too slow'],
      ['bo@gmail.com', 'Search is great'],
      ['not an address', 'Support replies fast'],
      ['', 'Pricing is unclear'],
    ];
    const { survey, blocks } = tableToSurvey(rows, DEFAULT_LIMITS);
    expect(survey.columns[0]).toMatchObject({ name: 'E-mail Address', type: 'None', include: false, demographicKey: 'email_domain' });
    // Free mail is kept here: matching the answer to an account decides what it is worth.
    expect(blocks.map((block) => [block.location.row, block.customer])).toEqual([
      [2, { email_domain: 'acme.com' }],
      [3, { email_domain: 'gmail.com' }],
      [4, undefined],
      [5, undefined],
    ]);
    expect(JSON.stringify(blocks)).not.toContain('@');
    // The rows are stored too (for breakdowns): the address is not kept there either.
    expect(survey.rows.map((row) => row['E-mail Address'])).toEqual(['acme.com', 'gmail.com', '', '']);
  });

  it.each(['Email', 'email', 'E-mail', 'Email Address', 'Contact Email', 'contact_email'])(
    'reads a column headed %s as the email domain',
    (header) => {
      const { blocks } = tableToSurvey(
        [
          [header, 'Feedback'],
          ['ann@acme.com', 'Exports are too slow'],
        ],
        DEFAULT_LIMITS,
      );
      expect(blocks[0].customer).toEqual({ email_domain: 'acme.com' });
    },
  );

  it('refuses more answer rows than the limit, however many rows the table has (no call-stack overflow)', () => {
    const rows: RawCell[][] = [['Feedback'], ...Array.from({ length: DEFAULT_LIMITS.maxRows + 1 }, (_, index) => [`Answer ${index}`])];
    expect(refusalOf(() => tableToSurvey(rows, DEFAULT_LIMITS))).toEqual({
      code: 'TOO_MANY_ROWS',
      message: 'The survey has more than 200000 rows; at most 200000 are accepted.',
    });
  });

  it('does not count blank rows against the row limit', () => {
    const rows: RawCell[][] = [['Feedback'], ['Exports are too slow'], [], [null], ['Search is great']];
    expect(tableToSurvey(rows, resolveLimits({ maxRows: 2 })).survey.rows).toEqual([
      { Feedback: 'Exports are too slow' },
      { Feedback: 'Search is great' },
    ]);
  });

  it.each<[string, RawCell[][], { code: string; message: string }]>([
    ['an empty table', [[], [null, '']], { code: 'NO_TEXT', message: 'The survey has no rows.' }],
    [
      'a header without answers',
      [
        ['Feedback', 'Age'],
        [null, ''],
      ],
      { code: 'NO_TEXT', message: 'The survey has a header row but no answers.' },
    ],
    [
      'more columns than the limit',
      [
        ['a', 'b'],
        [1, 2, 3, 4],
      ],
      { code: 'INVALID_SURVEY', message: 'The survey has 4 columns; at most 3 are accepted.' },
    ],
  ])('refuses %s', (_case, rows, refusal) => {
    expect(refusalOf(() => tableToSurvey(rows, resolveLimits({ maxColumns: 3 })))).toEqual(refusal);
  });
});
