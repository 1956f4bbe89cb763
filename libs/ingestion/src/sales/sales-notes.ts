/** Rows named in a note, at most; the count says how many there are. */
const MAX_ROWS_LISTED = 10;

const counted = (count: number, singular: string, plural: string): string => `${count} ${count === 1 ? singular : plural}`;

/** What a person is told of cells set aside, by reason, in this order. */
const PROBLEM_NOTES = {
  no_account: (count: number) => `${counted(count, 'row without an account was', 'rows without an account were')} skipped`,
  unreadable_arr: (count: number) =>
    `${counted(count, 'ARR value', 'ARR values')} could not be read as ${count === 1 ? 'a number' : 'numbers'}`,
  negative_arr: (count: number) => `${counted(count, 'negative ARR value was', 'negative ARR values were')} ignored`,
  unreadable_close_date: (count: number) =>
    `${counted(count, 'close date', 'close dates')} could not be read as ${count === 1 ? 'a date' : 'dates'}`,
  unreadable_created_date: (count: number) =>
    `${counted(count, 'created date', 'created dates')} could not be read as ${count === 1 ? 'a date' : 'dates'}`,
};
export type SalesProblem = keyof typeof PROBLEM_NOTES;

/** "(row 4)", "(rows 4, 9, 12)", "(rows 2, 3, …)" past ten. */
function rowsListed(rows: readonly number[]): string {
  const listed = rows.slice(0, MAX_ROWS_LISTED).join(', ');
  return `(${rows.length === 1 ? 'row' : 'rows'} ${listed}${rows.length > MAX_ROWS_LISTED ? ', …' : ''})`;
}

/** Rows set aside while reading, one note per reason: "3 ARR values could not be read as numbers (rows 4, 9, 12)." */
export class SalesProblems {
  private readonly rows = new Map<SalesProblem, number[]>();

  add(problem: SalesProblem, row: number): void {
    const rows = this.rows.get(problem);
    if (rows === undefined) this.rows.set(problem, [row]);
    else rows.push(row);
  }

  notes(): string[] {
    return (Object.keys(PROBLEM_NOTES) as SalesProblem[]).flatMap((problem) => {
      const rows = this.rows.get(problem);
      return rows === undefined ? [] : [`${PROBLEM_NOTES[problem](rows.length)} ${rowsListed(rows)}.`];
    });
  }
}
