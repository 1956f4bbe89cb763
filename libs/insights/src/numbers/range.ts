/**
 * Smallest and largest of a list. Not Math.min(...values): spreading a column of 150,000 survey
 * answers (or a theme's dates) as arguments overflows the call stack.
 */
export function rangeOf(values: readonly number[]): { low: number; high: number } {
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return { low, high };
}
