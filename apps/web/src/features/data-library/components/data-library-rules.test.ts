import { formatTimestamp } from './format';
import { attachmentName } from '../api/file-transfer';
import { hasAcceptedExtension } from './upload-rules';

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
