import { MAX_FILE_NAME_CHARS, documentKindOfFormat, sanitiseFileName } from './file-name';

describe('sanitiseFileName', () => {
  it.each([
    ['C:\\Users\\ana\\Interview 3.vtt', 'Interview 3.vtt'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['report\u0000\u0007.pdf', 'report.pdf'],
    ['invoice\u202efdp.exe.txt', 'invoicefdp.exe.txt'],
    ['  spaced \t\n  name .csv ', 'spaced name .csv'],
    ['..', ''],
    ['/', ''],
    ['entrevista ñ 日本語.docx', 'entrevista ñ 日本語.docx'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitiseFileName(raw)).toBe(expected);
  });

  it('cuts a long name to the limit and keeps its extension', () => {
    const name = sanitiseFileName(`${'a'.repeat(500)}.xlsx`);
    expect([...name]).toHaveLength(MAX_FILE_NAME_CHARS);
    expect(name.endsWith('.xlsx')).toBe(true);
  });

  it('counts characters, not UTF-16 units, so an emoji is never cut in half', () => {
    const name = sanitiseFileName(`${'😀'.repeat(300)}.md`);
    expect(name.isWellFormed()).toBe(true);
    expect([...name]).toHaveLength(MAX_FILE_NAME_CHARS);
  });
});

describe('documentKindOfFormat', () => {
  it('sorts formats into the library kinds', () => {
    const kindOf = (format: string) => documentKindOfFormat(format);
    expect(['vtt', 'srt', 'json_transcript'].map(kindOf)).toEqual(['transcript', 'transcript', 'transcript']);
    expect(['csv', 'xlsx'].map(kindOf)).toEqual(['survey', 'survey']);
    expect(['pdf', 'docx', 'text', 'markdown', 'html'].map(kindOf)).toEqual(Array(5).fill('document'));
  });

  it('makes a table sales data when the person says it is, and nothing else', () => {
    expect(['csv', 'xlsx'].map((format) => documentKindOfFormat(format, 'sales'))).toEqual(['sales', 'sales']);
    expect(['pdf', 'vtt'].map((format) => documentKindOfFormat(format, 'sales'))).toEqual(['document', 'transcript']);
  });
});
