import { resources } from '../../locales/resources';
import { SUPPORTED_LANGUAGES } from '../../lib/i18n';

describe('the assistant in every language', () => {
  it('keeps the texts of the specification and the server verbatim in English', () => {
    const english = resources.en.assistant;
    // SPEC section 1: "A chatbot that searches insights (Ask the assistant)".
    expect(english.launcher).toBe('Ask the assistant');
    // docs/api.md: the messages of the server's refusals, shown translated by their code.
    expect(english.errors.ASSISTANT_QUERY_EMPTY).toBe('Ask a question first.');
    expect(english.errors.ASSISTANT_QUERY_TOO_LONG).toBe('A question can be at most 1000 characters long.');
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('%s is translated, not copied from English', (language) => {
    const translated = resources[language].assistant;
    const english = resources.en.assistant;
    expect(translated.launcher).not.toBe(english.launcher);
    expect(translated.composer.label).not.toBe(english.composer.label);
    expect(translated.errors.ASSISTANT_QUERY_EMPTY).not.toBe(english.errors.ASSISTANT_QUERY_EMPTY);
    // The command itself is typed as it is, in every language.
    expect(translated.composer.hint).toContain('/memory');
    expect(translated.suggestions.memoryHint).toContain('/memory');
  });
});
