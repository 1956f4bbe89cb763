import type { RawCell } from '../formats/reader';
import { type AmountReading, parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it.each<[RawCell, AmountReading]>([
    // XLSX numbers, as they are.
    [12500, { value: 12500 }],
    [0, { value: 0 }],
    [1234.56, { value: 1234.56 }],
    [-500, 'negative'],
    [Number.NaN, 'unreadable'],
    // Currency symbols and codes, before or after.
    ['$12,500', { value: 12500 }],
    ['€ 12.500,00', { value: 12500 }],
    ['USD 12,000', { value: 12000 }],
    ['12,000 EUR', { value: 12000 }],
    ['US$ 1,250.75', { value: 1250.75 }],
    ['£99.9', { value: 99.9 }],
    // Grouping with spaces (also no-break), apostrophes, repeated marks.
    ['12 500', { value: 12500 }],
    ['12\u00a0500,50', { value: 12500.5 }],
    ["1'234'567", { value: 1234567 }],
    ['1,234,567', { value: 1234567 }],
    ['1.234.567,89', { value: 1234567.89 }],
    ['1,234,567.891', { value: 1234567.891 }],
    // A lone mark: three digits after it group thousands, any other count is the decimal mark.
    ['12500.50', { value: 12500.5 }],
    ['12,5', { value: 12.5 }],
    ['1.234', { value: 1234 }],
    ['0.12345', { value: 0.12345 }],
    // Scales.
    ['12k', { value: 12000 }],
    ['1.2M', { value: 1200000 }],
    ['$1.5 MM', { value: 1500000 }],
    ['2bn', { value: 2000000000 }],
    ['2.01M', { value: 2010000 }],
    ['1.005k', { value: 1005000 }],
    // Negative amounts are not ARR.
    ['(1,000)', 'negative'],
    ['-$250', 'negative'],
    ['$-250', 'negative'],
    ['−3 000', 'negative'],
    ['-0', { value: 0 }],
    // Blank.
    [null, 'blank'],
    [undefined, 'blank'],
    ['', 'blank'],
    ['  ', 'blank'],
    ['n/a', 'blank'],
    ['-', 'blank'],
    // Not a number.
    ['TBD', 'unreadable'],
    ['12%', 'unreadable'],
    ['1,23,456', 'unreadable'],
    ['1.234,567,89', 'unreadable'],
    ['10,000 - 20,000', 'unreadable'],
    ['12 seats', 'unreadable'],
    ['2024-03-01', 'unreadable'],
    [true, 'unreadable'],
    [new Date(Date.UTC(2024, 0, 1)), 'unreadable'],
  ])('reads %p as %p', (cell, reading) => {
    expect(parseAmount(cell)).toEqual(reading);
  });
});
