import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { writeCsv } from './write-csv';

const readBack = (csv: string): string[][] => parse(csv, { relax_column_count: true, bom: true });

/** What spreadsheet applications run as a formula when a cell starts with it (OWASP CSV injection). */
const DANGEROUS = ['=', '+', '-', '@', '\t', '\r'];
const startsDangerously = (cell: string): boolean => DANGEROUS.some((character) => cell.startsWith(character));

/** Strings rich in what matters here: formula starters, separators, quotes, line breaks, accents. */
const cellText = fc.string({ unit: fc.constantFrom(...DANGEROUS, '\n', ',', ';', '"', "'", ' ', 'a', 'Z', '1', 'é', '€', '😀') });
const ordinaryText = fc.oneof(cellText, fc.string()).filter((text) => !startsDangerously(text));
const tableOf = (cell: fc.Arbitrary<string>) => fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 });

describe('writeCsv', () => {
  it('neutralises cells that start with =, +, -, @, a tab or a carriage return', () => {
    const csv = writeCsv([['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', 'plain', "'quoted"]]);
    expect(readBack(csv)).toEqual([
      ['\'=HYPERLINK("http://x","y")', "'+1+1", "'-2+3", "'@SUM(A1)", "'\tcmd", "'\rcmd", 'plain', "'quoted"],
    ]);
  });

  it('neutralises header names and record values alike, and keeps numbers as numbers', () => {
    const csv = writeCsv([
      { '=cmd': '@evil', score: -3, delta: 0.5, when: new Date(Date.UTC(2024, 2, 5)), ok: true },
      { '=cmd': 'fine', score: 7, extra: null },
    ]);
    expect(readBack(csv)).toEqual([
      ["'=cmd", 'score', 'delta', 'when', 'ok', 'extra'],
      ["'@evil", '-3', '0.5', '2024-03-05T00:00:00.000Z', 'true', ''],
      ['fine', '7', '', '', '', ''],
    ]);
  });

  it('writes the given columns in order, with a semicolon and a byte-order mark when asked', () => {
    const csv = writeCsv([{ b: 'x;y', a: 'é' }], { columns: ['a', 'b'], delimiter: ';', bom: true });
    expect(csv).toBe('\ufeffa;b\né;"x;y"\n');
  });

  it('writes array rows without a header unless columns are given', () => {
    expect(writeCsv([['a', 1]])).toBe('a,1\n');
    expect(writeCsv([['a', 1]], { columns: ['Name', 'Count'] })).toBe('Name,Count\na,1\n');
    expect(writeCsv([])).toBe('');
  });

  it('never writes a cell that reads back starting with a formula character', () => {
    fc.assert(
      fc.property(tableOf(cellText), (table) => {
        expect(readBack(writeCsv(table)).flat().filter(startsDangerously)).toEqual([]);
      }),
    );
  });

  it('neutralises only by a leading quote: every cell reads back as written, or as written after a quote', () => {
    fc.assert(
      fc.property(tableOf(cellText), (table) => {
        const expected = table.map((row) => row.map((cell) => (startsDangerously(cell) ? `'${cell}` : cell)));
        expect(readBack(writeCsv(table))).toEqual(expected);
      }),
    );
  });

  it('round-trips ordinary values unchanged', () => {
    fc.assert(
      fc.property(tableOf(ordinaryText), (table) => {
        expect(readBack(writeCsv(table))).toEqual(table);
      }),
    );
  });
});
