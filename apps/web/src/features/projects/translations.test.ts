import { resources } from '../../locales/resources';
import { SUPPORTED_LANGUAGES } from '../../lib/i18n';
import { PROJECT_MESSAGES } from '../../components/project-sources/source-rules';

// The projects namespace keeps SPEC section 5's sentences word for word in English, and says each
// of them in every other language.

describe('the projects screens in every language', () => {
  it('keeps the texts of the specification verbatim in English', () => {
    const english = resources.en.projects;
    expect(english.messages).toEqual(PROJECT_MESSAGES);
    expect(english.list.title).toBe('Your Projects');
    expect(english.list.archiveTitle).toBe('Archive Projects');
    expect(english.list.filters).toEqual({ live: 'Live', archived: 'Archived', all: 'All' });
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    '%s says each of the specification’s messages in its own words',
    (language) => {
      const messages = resources[language].projects.messages as Record<string, string>;
      for (const [key, english] of Object.entries(PROJECT_MESSAGES)) {
        expect([key, messages[key]]).not.toEqual([key, english]);
      }
    },
  );
});
