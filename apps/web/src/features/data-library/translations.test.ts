import { resources } from '../../locales/resources';
import { SUPPORTED_LANGUAGES } from '../../lib/i18n';
import { INGESTION_REFUSAL_CODES, TRANSLATED_REFUSAL_CODES, WORKER_REFUSAL_CODES } from './components/upload-rules';

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

  // The server's sentences for sales data (docs/api.md), said the same way in English.
  it('says the refusals of sales data in the server’s words in English', () => {
    expect(english['refusals.SALES_FORMAT']).toBe('Sales data must be a CSV or XLSX export of your CRM.');
    expect(english['refusals.SALES_NO_ACCOUNT_COLUMN']).toBe(
      'No account column was found. Name one column Account, Account Name, Company or Customer.',
    );
    expect(english['refusals.SALES_NO_ARR_COLUMN']).toBe(
      'No revenue column was found. Name one column ARR, Annual Recurring Revenue, ACV or Amount.',
    );
    expect(english['refusals.SALES_NO_REVENUE']).toBe('No row has both an account and a revenue figure.');
  });

  // INGESTION_REFUSAL_CODES copies the ingestion library's INGESTION_ERROR_CODES (the web app
  // cannot import the library); WORKER_REFUSAL_CODES lists the worker's own failures.
  it.each(SUPPORTED_LANGUAGES)('%s says every refusal of the ingestion library and the worker in words', (language) => {
    const refusals = resources[language].dataLibrary.refusals as Record<string, string>;
    for (const code of [...INGESTION_REFUSAL_CODES, ...WORKER_REFUSAL_CODES]) {
      expect([code, refusals[code]?.trim() || null]).toEqual([code, expect.any(String)]);
    }
    expect(Object.keys(refusals).sort()).toEqual([...TRANSLATED_REFUSAL_CODES].sort());
    expect(resources[language].dataLibrary.refusalDetails.trim()).not.toBe('');
  });

  it('lists the 22 codes of the ingestion library (4 of them for sales data) and the 5 of the worker, once each', () => {
    expect(INGESTION_REFUSAL_CODES).toHaveLength(22);
    expect(WORKER_REFUSAL_CODES).toHaveLength(5);
    expect(new Set(TRANSLATED_REFUSAL_CODES).size).toBe(27);
  });
});
