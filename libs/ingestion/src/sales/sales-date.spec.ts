import type { RawCell } from '../formats/reader';
import { type DateReading, type DayOrder, dayOrderEvidence, dayOrderOf, parseSalesDate } from './sales-date';

describe('parseSalesDate', () => {
  it.each<[RawCell, DateReading]>([
    // XLSX dates and serials.
    [new Date(Date.UTC(2024, 2, 1)), { value: '2024-03-01' }],
    [new Date(Date.UTC(2024, 2, 1, 23, 30)), { value: '2024-03-01' }],
    [45352, { value: '2024-03-01' }],
    [45352.75, { value: '2024-03-01' }],
    [2024, 'unreadable'],
    [new Date(Number.NaN), 'unreadable'],
    // Text.
    ['2024-03-01', { value: '2024-03-01' }],
    ['2024/3/1', { value: '2024-03-01' }],
    ['2024-03-01T22:15:00-05:00', { value: '2024-03-01' }],
    ['2024-03-01 10:00:00', { value: '2024-03-01' }],
    ['1 March 2024', { value: '2024-03-01' }],
    ['1st Mar 2024', { value: '2024-03-01' }],
    ['01-Sep-2024', { value: '2024-09-01' }],
    ['March 1, 2024', { value: '2024-03-01' }],
    ['Sept. 30, 2024', { value: '2024-09-30' }],
    ['3/25/2024', { value: '2024-03-25' }],
    ['25/3/2024', { value: '2024-03-25' }],
    ['3/1/2024 10:30 AM', { value: '2024-03-01' }],
    ['01.03.2024', { value: '2024-03-01' }],
    // Blank, or no such day.
    [null, 'blank'],
    ['', 'blank'],
    ['n/a', 'blank'],
    ['2024-02-30', 'unreadable'],
    ['31 April 2024', 'unreadable'],
    ['13/13/2024', 'unreadable'],
    ['Q3 2024', 'unreadable'],
    ['soon', 'unreadable'],
  ])('reads %p as %p', (cell, reading) => {
    expect(parseSalesDate(cell, 'month-first')).toEqual(reading);
  });

  it.each<[string, DayOrder, string]>([
    ['03/04/2024', 'month-first', '2024-03-04'],
    ['03/04/2024', 'day-first', '2024-04-03'],
    // A value that can only be read one way is read that way, whatever the column's order.
    ['03/25/2024', 'day-first', '2024-03-25'],
    ['25/03/2024', 'month-first', '2024-03-25'],
  ])('reads %s in %s order as %s', (text, order, date) => {
    expect(parseSalesDate(text, order)).toEqual({ value: date });
  });
});

describe('dayOrderOf', () => {
  it.each<[string, RawCell[], ReturnType<typeof dayOrderOf>]>([
    ['day first when some date can only be', ['03/04/2024', '25/03/2024'], { order: 'day-first' }],
    ['month first when some date can only be', ['03/04/2024', '03/25/2024'], { order: 'month-first' }],
    [
      'month first, assumed, when every date could be either',
      [null, '03/04/2024', '05/06/2024'],
      { order: 'month-first', assumed: '03/04/2024' },
    ],
    [
      'month first when the evidence disagrees',
      ['25/03/2024', '03/25/2024', '03/04/2024'],
      { order: 'month-first', assumed: '03/04/2024' },
    ],
    ['month first without slashed dates', ['2024-03-04', new Date(Date.UTC(2024, 2, 4)), '03/03/2024'], { order: 'month-first' }],
  ])('is %s', (_case, cells, order) => {
    expect(dayOrderOf(cells)).toEqual(order);
  });

  it.each<[RawCell, ReturnType<typeof dayOrderEvidence>]>([
    ['13/01/2024', 'day-first'],
    ['01/13/2024', 'month-first'],
    ['01/02/2024', 'either'],
    ['02/02/2024', undefined],
    ['01.02.2024', undefined],
    ['2024-01-02', undefined],
    [45352, undefined],
  ])('evidence of %p is %p', (cell, evidence) => {
    expect(dayOrderEvidence(cell)).toBe(evidence);
  });
});
