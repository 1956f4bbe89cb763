import { formatTimestamp } from './format';
import { attachmentName } from '../api/file-transfer';
import { i18n } from '../../../lib/i18n';
import { describeRefusal, hasAcceptedExtension, isSalesFormat } from './upload-rules';

describe('times in a recording', () => {
  it.each([
    [0, '00:00'],
    [7.9, '00:07'],
    [187, '03:07'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3787, '1:03:07'],
    [36000, '10:00:00'],
  ])('%d s is %s', (seconds, shown) => {
    expect(formatTimestamp(seconds)).toBe(shown);
  });
});

describe('the name of a downloaded file', () => {
  it.each([
    ['attachment; filename="notes.pdf"', 'notes.pdf'],
    ['attachment; filename="resume.pdf"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.pdf', 'résumé.pdf'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment', null],
    [null, null],
  ])('%s gives %s', (header, name) => {
    expect(attachmentName(header)).toBe(name);
  });
});

describe('the formats the Data Library reads', () => {
  it.each([
    ['Interview.PDF', true],
    ['call.vtt', true],
    ['page.htm', true],
    ['survey.xlsx', true],
    ['notes.doc', false],
    ['archive.zip', false],
    ['pdf', false],
  ])('%s: %s', (name, accepted) => {
    expect(hasAcceptedExtension(name)).toBe(accepted);
  });
});

describe('the formats sales data can have', () => {
  it.each([
    ['pipeline.csv', true],
    ['Pipeline.XLSX', true],
    ['deck.pdf', false],
    ['notes.txt', false],
    ['export.xls', false],
    ['csv', false],
  ])('%s: %s', (name, table) => {
    expect(isSalesFormat(name)).toBe(table);
  });
});

describe('what a refusal says', () => {
  const said = (code: string | null, message: string | null) => describeRefusal(i18n.t, { code, message }, 'dataLibrary:readFailed');

  it('says a known code in the interface language and keeps the server message out when it adds nothing', () => {
    expect(said('EMPTY_FILE', 'The file is empty.')).toEqual({ text: 'The file is empty.', details: null });
    expect(said('JOB_CRASHED', "Cannot read properties of undefined (reading 'x')")).toEqual({
      text: 'Something went wrong on our side while reading the file. Please upload it again.',
      details: null,
    });
  });

  it('keeps the particulars of the server message as details', () => {
    expect(said('TOO_MANY_ROWS', 'The survey has more than 200000 rows; at most 200000 are accepted.')).toEqual({
      text: 'This survey has too many rows to read. Split it into smaller files, then upload them again.',
      details: 'The survey has more than 200000 rows; at most 200000 are accepted.',
    });
    expect(said('LINE_TOO_LONG', null).details).toBeNull();
    expect(said('LINE_TOO_LONG', '  ').details).toBeNull();
  });

  it('says it in Japanese for a Japanese interface, the details staying the server’s', async () => {
    await i18n.changeLanguage('ja');
    expect(said('TOO_MANY_PAGES', 'This PDF has 3000 pages; at most 2000 can be read.')).toEqual({
      text: 'このPDFはページ数が多すぎるため読み取れません。小さなファイルに分割してから、もう一度アップロードしてください。',
      details: 'This PDF has 3000 pages; at most 2000 can be read.',
    });
  });

  it('shows the server message of an unknown code, or else the fallback text', () => {
    expect(said('SOMETHING_NEW', 'A new kind of refusal.')).toEqual({ text: 'A new kind of refusal.', details: null });
    expect(said('SOMETHING_NEW', null)).toEqual({ text: 'The file could not be read.', details: null });
    expect(said(null, null)).toEqual({ text: 'The file could not be read.', details: null });
  });
});
