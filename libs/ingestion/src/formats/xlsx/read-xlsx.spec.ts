import { Document, Packer, Paragraph } from 'docx';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import { ZipFile } from 'yazl';
import { hideLastEntryFromCount, unzipAll, zipOf as zipOfEntries } from '../../archive/zip-fixtures.spec-helper';
import { ingestFile } from '../../ingest-file';
import type { LimitOverrides } from '../../model/limits';
import { readXlsx } from './read-xlsx';
import { refusalOf } from '../../refusal.spec-helper';

const ingestXlsx = (bytes: Buffer, limits?: LimitOverrides) =>
  ingestFile({ bytes, fileName: 'survey.xlsx' }, { readers: { xlsx: readXlsx }, limits });

function zipOf(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.once('error', reject);
    zip.outputStream.once('end', () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * What a spreadsheet application does when it saves a formula: it stores the last result next to
 * it (`<v>`). write-excel-file writes formulas without one, as scripts do.
 */
const cachingFormulaResults = (result: string) => ({
  files: {
    transform: {
      'xl/worksheets/sheet{id}.xml': {
        transform: (content: string) =>
          content.replace(/<c r="([A-Z]+\d+)"><f>([^<]*)<\/f><\/c>/g, `<c r="$1" t="str"><f>$2</f><v>${result}</v></c>`),
      },
    },
  },
});

const LIKE = 'What do you like most?';
const IMPROVE = 'What should we improve?';
const day = (date: number) => ({ value: new Date(Date.UTC(2024, 2, date)), type: Date, format: 'yyyy-mm-dd' });
const HYPERLINK = { type: 'Formula' as const, value: '=HYPERLINK("http://x","y")' };

/** A survey with dates, numbers, a likert, an nps and a numeric column, demographics, blanks, a blank row and a formula. */
const SURVEY: SheetData = [
  [
    'Respondent ID',
    'Submitted',
    'Age',
    'Gender',
    'Country',
    'Plan',
    'Satisfaction (1-5)',
    'How likely are you to recommend us?',
    'Monthly spend',
    LIKE,
    IMPROVE,
  ],
  ['R-001', day(1), 34, 'Female', 'France', 'Team', 4, 9, 120.5, 'The export is fast, and reliable.', 'Dashboards load slowly on Mondays'],
  ['R-002', day(2), 41, 'Male', 'Germany', 'Free', 5, 10, 0, 'Search finds everything', null],
  ['R-003', day(3), 29, 'Female', 'France', 'Team', 3, 6, 35.25, null, 'Pricing is unclear for teams'],
  [null, null, null, null, null, null, null, null, null, null, null],
  ['R-004', day(4), 52, 'Male', 'Spain', 'Business', 2, 3, 980, HYPERLINK, 'n/a'],
  ['R-005', day(5), 38, 'Female', 'Canada', 'Free', 4, 8, 49.99, 'The export is fast, and reliable.', 'Offline mode on the mobile app'],
];
const surveyWorkbook = () => writeExcelFile(SURVEY, { sheet: 'Answers' }).toBuffer();

const RESPONDENTS: Record<number, { date: string; customer: Record<string, string> }> = {
  2: { date: '2024-03-01T00:00:00.000Z', customer: { age: '34', gender: 'Female', country: 'France', plan: 'Team' } },
  3: { date: '2024-03-02T00:00:00.000Z', customer: { age: '41', gender: 'Male', country: 'Germany', plan: 'Free' } },
  4: { date: '2024-03-03T00:00:00.000Z', customer: { age: '29', gender: 'Female', country: 'France', plan: 'Team' } },
  7: { date: '2024-03-05T00:00:00.000Z', customer: { age: '38', gender: 'Female', country: 'Canada', plan: 'Free' } },
};
const at = (row: number, column: string) => ({ location: { row, column, sheet: 'Answers' }, ...RESPONDENTS[row] });

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
  { name: 'Satisfaction (1-5)', type: 'likert', evidence: '5 of 5 values are integers from 2 to 5: a 1-5 scale.', include: true },
  {
    name: 'How likely are you to recommend us?',
    type: 'nps',
    evidence: '5 of 5 values are integers from 3 to 10 and the header asks how likely they are to recommend.',
    include: true,
  },
  { name: 'Monthly spend', type: 'numeric', evidence: '5 of 5 values are numbers from 0 to 980.', include: true },
  { name: LIKE, type: 'text', evidence: 'Free text: 2 distinct answers of 5 words on average.', include: true },
  { name: IMPROVE, type: 'text', evidence: 'Free text: 3 distinct answers of 5.3 words on average.', include: true },
];

const answers = (...values: string[]) => Object.fromEntries(EXPECTED_COLUMNS.map((column, index) => [column.name, values[index]]));

describe('readXlsx through ingestFile', () => {
  it('reads the survey: column types with evidence, snippets by sheet, row and column, customer attributes, every answer', async () => {
    const document = await ingestXlsx(await surveyWorkbook());
    expect(document.format).toBe('xlsx');
    expect(document.structure).toEqual({ columns: EXPECTED_COLUMNS, rows: 5, sheet: 'Answers' });
    // Row 5 is blank and is skipped, but keeps its number: R-004 is row 6 as Excel shows it.
    expect(document.snippets).toEqual([
      { text: 'The export is fast, and reliable.', count: 2, ...at(2, LIKE), repeats: [at(7, LIKE)] },
      { text: 'Dashboards load slowly on Mondays', count: 1, ...at(2, IMPROVE) },
      { text: 'Search finds everything', count: 1, ...at(3, LIKE) },
      { text: 'Pricing is unclear for teams', count: 1, ...at(4, IMPROVE) },
      { text: 'Offline mode on the mobile app', count: 1, ...at(7, IMPROVE) },
    ]);
    // Dates as ISO dates, numbers as written; the formula, saved without a result, is blank: never evaluated.
    expect(document.survey).toEqual({
      columns: EXPECTED_COLUMNS,
      rows: [
        answers(
          'R-001',
          '2024-03-01',
          '34',
          'Female',
          'France',
          'Team',
          '4',
          '9',
          '120.5',
          'The export is fast, and reliable.',
          'Dashboards load slowly on Mondays',
        ),
        answers('R-002', '2024-03-02', '41', 'Male', 'Germany', 'Free', '5', '10', '0', 'Search finds everything', ''),
        answers('R-003', '2024-03-03', '29', 'Female', 'France', 'Team', '3', '6', '35.25', '', 'Pricing is unclear for teams'),
        answers('R-004', '2024-03-04', '52', 'Male', 'Spain', 'Business', '2', '3', '980', '', 'n/a'),
        answers(
          'R-005',
          '2024-03-05',
          '38',
          'Female',
          'Canada',
          'Free',
          '4',
          '8',
          '49.99',
          'The export is fast, and reliable.',
          'Offline mode on the mobile app',
        ),
      ],
      dateColumn: 'Submitted',
    });
  });

  it('reads a formula as the result the spreadsheet saved with it, and as blank without one, never evaluating it', async () => {
    const sheet: SheetData = [
      ['Feedback', 'Plan'],
      ['Exports are slow on Mondays', 'Team'],
      [{ type: 'Formula', value: '=HYPERLINK("http://x","Open the report")' }, 'Free'],
      [{ type: 'Formula', value: '=CONCATENATE("Sum: ",1+1)' }, 'Team'],
    ];
    // Both formulas carry the same saved result: reading it for CONCATENATE (not "Sum: 2") shows nothing was evaluated.
    const saved = await ingestXlsx(
      await writeExcelFile(sheet, { sheet: 'Answers' }, { features: [cachingFormulaResults('Open the report')] }).toBuffer(),
    );
    expect(saved.survey?.rows.map((row) => row.Feedback)).toEqual(['Exports are slow on Mondays', 'Open the report', 'Open the report']);
    const scripted = await ingestXlsx(await writeExcelFile(sheet, { sheet: 'Answers' }).toBuffer());
    expect(scripted.survey?.rows.map((row) => row.Feedback)).toEqual(['Exports are slow on Mondays', '', '']);
  });

  it('reads the first worksheet that has values, and names it', async () => {
    const bytes = await writeExcelFile([
      { data: [[null]], sheet: 'Cover' },
      { data: [['Feedback'], ['Exports are slow on Mondays']], sheet: 'Responses' },
    ]).toBuffer();
    const document = await ingestXlsx(bytes);
    expect(document.structure.sheet).toBe('Responses');
    expect(document.snippets).toEqual([
      { text: 'Exports are slow on Mondays', count: 1, location: { row: 2, column: 'Feedback', sheet: 'Responses' } },
    ]);
  });

  it('refuses a Word document named .xlsx', async () => {
    const docx = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Quarterly notes')] }] }));
    expect(await refusalOf(ingestXlsx(docx))).toEqual({
      code: 'CONTENT_MISMATCH',
      message: "The file's contents do not match its name: it is named as an Excel workbook but it is a Word document.",
    });
  });

  it('refuses a ZIP archive without a workbook', async () => {
    expect(await refusalOf(ingestXlsx(await zipOf({ 'notes.txt': 'hello' })))).toEqual({
      code: 'CONTENT_MISMATCH',
      message: "The file's contents do not match its name: it is named as an Excel workbook but it is a ZIP archive without a workbook.",
    });
  });

  it.each([
    ['a workbook part that is not XML', () => zipOf({ 'xl/workbook.xml': 'this is not XML <<<', '[Content_Types].xml': 'nor this' })],
    ['a truncated workbook', async () => (await surveyWorkbook()).subarray(0, 1500)],
  ])('refuses %s as damaged', async (_case, make) => {
    expect((await refusalOf(ingestXlsx(await make()))).code).toBe('CORRUPTED');
  });

  it('refuses a zip bomb before the spreadsheet reader unpacks it', async () => {
    const bomb = await zipOf({ 'xl/workbook.xml': '<workbook/>', 'xl/worksheets/sheet1.xml': Buffer.alloc(2 * 1024 * 1024) });
    expect((await refusalOf(ingestXlsx(bomb, { maxUnpackedBytes: 1024 * 1024 }))).code).toBe('ARCHIVE_TOO_LARGE');
  });

  it('refuses an entry whose path leads outside the archive', async () => {
    // yazl refuses to write such a name, so a safe name of the same length is swapped in afterwards.
    const safe = await zipOf({ 'xl/workbook.xml': '<workbook/>', 'xl/zz/evil.xml': '<x/>' });
    const unsafe = Buffer.from(safe.toString('latin1').replaceAll('xl/zz/evil.xml', '../../evil.xml'), 'latin1');
    expect((await refusalOf(ingestXlsx(unsafe))).code).toBe('ARCHIVE_UNSAFE_PATH');
  });

  it('refuses more rows than the limit', async () => {
    expect(await refusalOf(ingestXlsx(await surveyWorkbook(), { maxRows: 3 }))).toEqual({
      code: 'TOO_MANY_ROWS',
      message: 'The survey has more than 3 rows; at most 3 are accepted.',
    });
  });

  it('reads only the parts the archive check verified, not a record hidden beyond the entry count', async () => {
    const parts = await unzipAll(await surveyWorkbook());
    const hiddenSheet = (
      await unzipAll(
        await writeExcelFile([[{ value: IMPROVE }], [{ value: 'Hidden answer from a part never checked' }]], {
          sheet: 'Answers',
        }).toBuffer(),
      )
    ).get('xl/worksheets/sheet1.xml')!;
    const entries = [...parts].map(([name, data]) => ({ name, data }));
    const crafted = hideLastEntryFromCount(await zipOfEntries([...entries, { name: 'xl/worksheets/sheet1.xml', data: hiddenSheet }]));
    const document = await ingestXlsx(crafted);
    expect(document.snippets.map((snippet) => snippet.text)).not.toContain('Hidden answer from a part never checked');
    expect(document.snippets.length).toBeGreaterThan(0);
  });
});
