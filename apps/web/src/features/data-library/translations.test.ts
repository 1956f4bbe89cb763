import { resources } from '../../locales/resources';
import { SUPPORTED_LANGUAGES } from '../../lib/i18n';

// The Data Library's own namespace: every key in every language, and the specification's texts
// kept verbatim in English (SPEC sections 5 and 8).

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {} as Record<string, string>,
  );
}

const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
const english = flatten(resources.en.dataLibrary);

describe('the Data Library in every language', () => {
  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every key, filled in, with the same placeholders',
    (language) => {
      const translated = flatten(resources[language].dataLibrary);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(translated)) {
        expect(text.trim()).not.toBe('');
        expect([key, placeholders(text)]).toEqual([key, placeholders(english[key])]);
      }
    },
  );

  it('keeps the texts of the specification verbatim in English', () => {
    expect(english['refusals.UNSUPPORTED_FORMAT']).toBe('This file format is currently not supported');
    expect(english['upload.failed']).toBe('Failed to upload file');
    expect(english['transcripts.empty']).toBe('No transcriptions available.');
    expect(english['survey.failed']).toBe('Failed to add survey column desctiptions to survey');
    expect(english['survey.untyped']).toBe(
      'One or more selected survey columns are currently classified as "None". Please update them with the appropriate type to proceed.',
    );
    expect(english['library.title']).toBe('Data Library');
  });
});
