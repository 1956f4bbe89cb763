import { resources } from '../../locales/resources';
import { SUPPORTED_LANGUAGES } from '../../lib/i18n';
import { SECTION_KEYS, WRITEUP_CHANGES, WRITEUP_KINDS, WRITEUP_STAGES } from './api/types';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {} as Record<string, string>,
  );
}

const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
const english = flatten(resources.en.writeups);

describe('the generated documents in every language', () => {
  it('keeps the texts of the specification verbatim in English', () => {
    const en = resources.en.writeups;
    expect(en.page.failed.research_plan).toBe('Failed to generate research brief');
    expect(en.brief.failed).toBe('Failed to generate research brief');
    expect(en.brief.methodologyRequired).toBe('Please answer the methodology question, or choose Not sure.');
    expect(en.brief.methods.notSure).toBe('Not sure');
    expect(SECTION_KEYS.product_spec.map((key) => en.sections[key as keyof typeof en.sections])).toEqual([
      'Problem Statement',
      'User Stories',
      'Goals and Success Metrics',
      'Requirements',
      'Risk and Assumptions',
      'Engineering Implementation Plan',
    ]);
    expect(SECTION_KEYS.value_prop.map((key) => en.sections[key as keyof typeof en.sections])).toEqual([
      'Target Audience',
      'Pain Points',
      'Benefits',
      'Positioning Message',
      'Value Story',
    ]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s has every English key, filled in, with the same placeholders', (language) => {
    const translated = flatten(resources[language].writeups);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(translated)) {
      expect(text.trim()).not.toBe('');
      expect([key, placeholders(text)]).toEqual([key, placeholders(english[key])]);
    }
  });

  it.each(SUPPORTED_LANGUAGES)('%s names every kind, section, stage and change', (language) => {
    const texts = flatten(resources[language].writeups);
    for (const kind of WRITEUP_KINDS) expect(texts[`kinds.${kind}`]).toBeTruthy();
    for (const key of Object.values(SECTION_KEYS).flat()) expect(texts[`sections.${key}`]).toBeTruthy();
    for (const stage of WRITEUP_STAGES) expect(texts[`stages.${stage}`]).toBeTruthy();
    for (const change of WRITEUP_CHANGES) expect(texts[`page.stale.change.${change}`]).toBeTruthy();
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('%s is a translation, not a copy of the English', (language) => {
    const translated = flatten(resources[language].writeups);
    const same = Object.entries(translated).filter(([key, text]) => text === english[key] && !/^\{\{|Markdown|^Version/.test(text));
    // A few words are the same in some languages (Documents, Sources, model); most are not.
    expect(same.length).toBeLessThan(Object.keys(english).length / 10);
  });
});
