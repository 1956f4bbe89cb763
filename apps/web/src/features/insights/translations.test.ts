import { resources } from '../../locales/resources';
import { SUPPORTED_LANGUAGES } from '../../lib/i18n';
import { ANALYSIS_FAILURE_CODES, ANALYSIS_STAGES } from './components/analysis-text';

describe('the project and insight screens in every language', () => {
  it('keeps the texts of the specification verbatim in English', () => {
    const english = resources.en.insights;
    expect(english.insight.notFound).toBe('Insight not found.');
    expect(Object.values(english.analysis.stages)).toEqual([
      'Analysing data',
      'Initial trends',
      'Double-checking signals',
      'Clustering insights',
      'Clear clusters detected',
      'Refining',
      'Writing up themes',
    ]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s says every analysis stage and every known failure', (language) => {
    const { stages, failures } = resources[language].insights.analysis as {
      stages: Record<string, string>;
      failures: Record<string, string>;
    };
    expect(Object.keys(stages)).toEqual([...ANALYSIS_STAGES]);
    expect(Object.keys(failures).sort()).toEqual([...ANALYSIS_FAILURE_CODES, 'unknown'].sort());
  });
});
