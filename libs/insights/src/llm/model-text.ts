import type { ChatMessage, LlmProvider } from './chat-completions';

/**
 * Reading what a language model answered: its JSON (a ```json fence tolerated), its text made
 * one clean line, and the numbers it states, so every caller checks model output the same way.
 */

/** The JSON in a model's answer, tolerating a ```json fence around it; throws when it is not JSON. */
export function parseModelJson(content: string): unknown {
  const fenced = /^\s*```(?:json)?\s*\n?([\s\S]*?)\n?\s*```\s*$/i.exec(content);
  return JSON.parse(fenced ? fenced[1] : content);
}

/** Text as the model wrote it, without control characters and runs of spaces; undefined when not text, empty or over `maxLength`. */
export function cleanModelText(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 0 && text.length <= maxLength ? text : undefined;
}

/**
 * The numbers a text states, digits only: "$120,000" and "120000" are one number, so that a
 * reworded thousands separator is not taken for an invented figure. "2.1" stays "2.1".
 */
export function numbersIn(text: string): string[] {
  return (text.match(/\d(?:[\d,]*\d)?(?:\.\d+)?/g) ?? []).map((number) => number.replace(/,/g, ''));
}

/** The numbers `text` states that `evidence` does not: a model may reword, never invent a figure. */
export function inventedNumbers(text: string, evidence: readonly string[]): string[] {
  const known = new Set(numbersIn(evidence.join(' ')));
  return [...new Set(numbersIn(text))].filter((number) => !known.has(number));
}

/**
 * Asks the model and reads its JSON: the answer, or why there is none (the provider failed, gave
 * no text, or text that is not JSON), worded for a list of problems.
 */
export async function askForJson(
  provider: LlmProvider,
  messages: readonly ChatMessage[],
  signal?: AbortSignal,
): Promise<{ ok: true; answer: unknown } | { ok: false; problem: string }> {
  try {
    const content = await provider.complete(messages, signal ? { signal } : {});
    if (typeof content !== 'string') return { ok: false, problem: 'the provider answered no text' };
    return { ok: true, answer: parseModelJson(content) };
  } catch (error) {
    const problem =
      error instanceof SyntaxError ? `the answer is not JSON (${error.message})` : error instanceof Error ? error.message : String(error);
    return { ok: false, problem };
  }
}
