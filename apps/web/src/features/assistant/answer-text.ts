/** A run of the answer's text, or one of its citation marks ([1], [2]...). */
export type AnswerPart = { kind: 'text'; text: string } | { kind: 'citation'; number: number };

/**
 * The answer cut at its citation marks, so each can be drawn as a link to its quote. A bracketed
 * number the answer does not cite (none of `cited`) stays text: it may be part of a quote.
 */
export function splitAnswer(answer: string, cited: ReadonlySet<number>): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let text = '';
  let last = 0;
  for (const mark of answer.matchAll(/\[(\d+)\]/g)) {
    const number = Number(mark[1]);
    if (!cited.has(number)) continue;
    text += answer.slice(last, mark.index);
    if (text) parts.push({ kind: 'text', text });
    parts.push({ kind: 'citation', number });
    text = '';
    last = mark.index + mark[0].length;
  }
  text += answer.slice(last);
  if (text) parts.push({ kind: 'text', text });
  return parts;
}
