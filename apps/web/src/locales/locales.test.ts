import { resources } from './resources';
import { NAMESPACES, SUPPORTED_LANGUAGES } from '../lib/i18n';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {} as Record<string, string>,
  );
}

const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();

describe('translations', () => {
  const english = Object.fromEntries(NAMESPACES.map((ns) => [ns, flatten(resources.en[ns])]));

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key, filled in, with the same placeholders',
    (language) => {
      for (const ns of NAMESPACES) {
        const translated = flatten(resources[language][ns]);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english[ns]).sort());
        for (const [key, text] of Object.entries(translated)) {
          expect(text.trim()).not.toBe('');
          expect([ns, key, placeholders(text)]).toEqual([ns, key, placeholders(english[ns][key])]);
        }
      }
    },
  );

  it('keeps the texts the specification quotes verbatim in English', () => {
    expect(english.common['errorScreen.title']).toBe('Oops! Something went wrong.');
    expect(english.common['errorScreen.apology']).toBe('We apologize for the inconvenience.');
    expect(english.common.loading).toBe('Loading...');
    expect(english.invitations.failed).toBe('There was an error with sending invitation.');
    expect(english.organisation['create.failed']).toBe('Error Creating Customer. Please try again.');
    expect(resources.en.common.datePresets).toMatchObject({
      lastWeek: 'Last week',
      last2Weeks: 'Last 2 weeks',
      lastMonth: 'Last month',
      last3Months: 'Last 3 months',
      last6Months: 'Last 6 months',
    });
  });
});
