import type { Snippet } from '../model/snippet';

/** A small project with three themes whose right answer is plain: billing, export and login. */
const THEMES: Record<string, string[]> = {
  billing: [
    'The invoice charged us twice this month',
    'We were billed twice for the same invoice',
    'Double charge on our invoice again, very frustrating',
    'Invoice amounts are wrong and we got charged twice',
    'Billing sent a duplicate invoice and charged the card twice',
    'Why is my invoice showing a double charge',
  ],
  export: [
    'Please let us export reports to excel',
    'Exporting reports to excel would save hours',
    'We need an excel export for the monthly reports',
    'Can reports be exported as excel spreadsheets',
    'Export to excel is the feature we miss most in reports',
    'An excel export button on reports would be great',
  ],
  login: [
    'I cannot log in with single sign on',
    'Single sign on login fails every morning',
    'Login through single sign on keeps failing',
    'Our team cannot log in since single sign on broke',
    'Single sign on login error blocks the whole team',
    'Log in with single sign on is broken again',
  ],
};

export function snippets(): Snippet[] {
  return Object.entries(THEMES).flatMap(([theme, texts], themeIndex) =>
    texts.map((text, index) => ({
      id: `${theme}-${index}`,
      text,
      source: { type: 'call' as const, id: `call-${index % 3}`, location: { line: index + 1 } },
      date: new Date(Date.UTC(2026, 9, 1 + index * 5 + themeIndex)).toISOString(),
      customer: { name: `Customer ${index % 4}`, attributes: {} },
    })),
  );
}

export const context = { goal: 'Reduce billing complaints', description: 'Billing and invoices', keywords: ['invoice', 'billing'] };
export const now = '2026-11-20T00:00:00.000Z';
