import { CsvInputError, readLabelledCsv } from './read-labelled-csv';
import { firstInvalidUtf8Offset } from './utf8';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);

function errorOf(fn: () => unknown): CsvInputError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(CsvInputError);
    return error as CsvInputError;
  }
  throw new Error('expected an error');
}

describe('readLabelledCsv', () => {
  it('reads text and label with quoting, embedded commas, newlines and a BOM', () => {
    const csv = '\ufefftext,label\nhello there,greet\n"pay, my bill",bill\n"two\nlines",multi\n"say ""hi""",greet\n';
    const result = readLabelledCsv(bytes(csv));
    expect(result.rows.map((r) => [r.text, r.label])).toEqual([
      ['hello there', 'greet'],
      ['pay, my bill', 'bill'],
      ['two\nlines', 'multi'],
      ['say "hi"', 'greet'],
    ]);
    expect(result.rows.map((r) => r.line)).toEqual([2, 3, 5, 6]);
    expect(result.skippedEmpty).toBe(0);
  });

  it('accepts columns in any order, extra columns and CRLF line ends', () => {
    const result = readLabelledCsv(bytes('id,Label,TEXT\r\n1,a,first\r\n2,b,second\r\n'));
    expect(result.rows.map((r) => [r.text, r.label])).toEqual([
      ['first', 'a'],
      ['second', 'b'],
    ]);
  });

  it('skips and counts empty and whitespace-only texts with their lines', () => {
    const result = readLabelledCsv(bytes('text,label\none,a\n,a\n"   ",b\n\ntwo,b\n" \t ",c\n'));
    expect(result.rows.map((r) => r.text)).toEqual(['one', 'two']);
    expect(result.skippedEmpty).toBe(3);
    expect(result.skippedEmptyLines).toEqual([3, 4, 7]);
    expect(result.records).toBe(5);
  });

  it('names the missing column and the header line', () => {
    const e = errorOf(() => readLabelledCsv(bytes('utterance,label\nhi,a\n')));
    expect(e.line).toBe(1);
    expect(e.code).toBe('MISSING_COLUMN');
    expect(e.message).toMatch(/^line 1: .*"text".*found: "utterance", "label"/);
    const both = errorOf(() => readLabelledCsv(bytes('a,b\n1,2\n')));
    expect(both.message).toMatch(/"text" and "label"/);
  });

  it('allows a missing label column when not required', () => {
    const result = readLabelledCsv(bytes('text\nhello\n'), { requireLabel: false });
    expect(result.rows).toEqual([{ text: 'hello', label: '', line: 2 }]);
  });

  it('names the line where an unclosed quote starts', () => {
    const e = errorOf(() => readLabelledCsv(bytes('text,label\nok,a\n"never closed,b\nmore,c\nrows,d\n')));
    expect(e.line).toBe(3);
    expect(e.message).toMatch(/line 3: .*never closed/);
  });

  it('names the line of a stray quote inside a field', () => {
    const e = errorOf(() => readLabelledCsv(bytes('text,label\nok,a\n"bad"x,b\n')));
    expect(e.line).toBe(3);
    expect(e.message).toMatch(/broken quoting/);
  });

  it('names the line of a record with the wrong number of fields', () => {
    const e = errorOf(() => readLabelledCsv(bytes('text,label\nok,a\nx,y,z\n')));
    expect(e.line).toBe(3);
    expect(e.message).toMatch(/wrong number of fields/);
  });

  it('refuses non-UTF-8 input and names the line of the first bad byte', () => {
    // "café" in Latin-1 on line 3
    const latin1 = Uint8Array.from([...bytes('text,label\nok,a\ncaf'), 0xe9, ...bytes(',b\n')]);
    const e = errorOf(() => readLabelledCsv(latin1));
    expect(e.code).toBe('ENCODING');
    expect(e.line).toBe(3);
    expect(e.message).toMatch(/not valid UTF-8.*0xe9/);
  });

  it('refuses UTF-16 input', () => {
    const e = errorOf(() => readLabelledCsv(Uint8Array.from([0xff, 0xfe, 0x74, 0x00])));
    expect(e.message).toMatch(/UTF-16/);
  });

  it('refuses an empty file', () => {
    expect(errorOf(() => readLabelledCsv(bytes(' \n'))).code).toBe('EMPTY');
  });
});

describe('firstInvalidUtf8Offset', () => {
  it('accepts valid multi-byte text and finds bad bytes', () => {
    expect(firstInvalidUtf8Offset(bytes('héllo ☃ 𝄞'))).toBe(-1);
    expect(firstInvalidUtf8Offset(Uint8Array.from([0x61, 0xc3]))).toBe(1); // truncated sequence
    expect(firstInvalidUtf8Offset(Uint8Array.from([0x61, 0xc0, 0x80]))).toBe(1); // overlong
    expect(firstInvalidUtf8Offset(Uint8Array.from([0xed, 0xa0, 0x80]))).toBe(0); // surrogate
    expect(firstInvalidUtf8Offset(Uint8Array.from([0x80]))).toBe(0);
  });
});
