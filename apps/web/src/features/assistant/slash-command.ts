/** What the message box holds once sent: a question, or the /memory command with its filter. */
export type ComposedMessage = { kind: 'question'; query: string } | { kind: 'memory'; filter: string } | { kind: 'empty' };

const MEMORY = /^\/memory(?:\s+([\s\S]*))?$/i;

/**
 * `/memory` lists the member's past questions; words after it keep those containing them. Any
 * other text, a slash included, is a question: only the one command the product names is known.
 */
export function readComposedMessage(text: string): ComposedMessage {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const memory = MEMORY.exec(trimmed);
  if (memory) return { kind: 'memory', filter: (memory[1] ?? '').trim().replace(/\s+/g, ' ') };
  return { kind: 'question', query: trimmed };
}
