import fc from 'fast-check';
import { detectColumnType, parseSurveyNumber } from './column-type';

const repeat = (values: string[], times: number): string[] => Array.from({ length: times }, () => values).flat();

describe('detectColumnType', () => {
  it.each([
    [
      'numeric 1-5 scale',
      repeat(['1', '2', '3', '4', '5', '4'], 4),
      undefined,
      'likert',
      '24 of 24 values are integers from 1 to 5: a 1-5 scale.',
    ],
    ['numeric 1-7 scale', repeat(['1', '7', '6', '3'], 3), undefined, 'likert', '12 of 12 values are integers from 1 to 7: a 1-7 scale.'],
    [
      'numbered labels',
      repeat(['5 - Strongly agree', '4 - Agree', '2 - Disagree'], 3),
      undefined,
      'likert',
      '9 of 9 values are integers from 2 to 5: a 1-5 scale.',
    ],
    [
      'agree/disagree phrases',
      repeat(['Strongly agree', 'Agree', 'Neither agree nor disagree', 'Disagree'], 3),
      undefined,
      'likert',
      '12 of 12 values are agreement scale phrases ("Strongly agree", "Agree", "Neither agree nor disagree", "Disagree").',
    ],
    [
      'satisfaction phrases',
      repeat(['Very satisfied', 'Satisfied', 'Dissatisfied'], 2),
      undefined,
      'likert',
      '6 of 6 values are satisfaction scale phrases ("Very satisfied", "Satisfied", "Dissatisfied").',
    ],
    [
      '0-10 with a recommend header',
      ['3', '5', '6', '7'],
      'How likely are you to recommend us to a friend?',
      'nps',
      '4 of 4 values are integers from 3 to 7 and the header asks how likely they are to recommend.',
    ],
    [
      '0-10 range without header',
      ['0', '9', '10', '8', '3'],
      undefined,
      'nps',
      '5 of 5 values are integers from 0 to 10: a 0-10 scale, read as net promoter answers.',
    ],
    ['amounts', ['1,200', '$40', '75.5', '3000'], undefined, 'numeric', '4 of 4 values are numbers from 40 to 3000.'],
    ['large integers', ['12', '45', '33', '27'], 'Age', 'numeric', '4 of 4 values are integers from 12 to 45.'],
    ['empty', ['', ' ', 'N/A'], undefined, 'None', 'All 3 values are empty.'],
    [
      'uuids',
      ['0b9e7a8e-8f4c-4d1e-9a57-5ad1c4f2b7e1', '2f1c9e0a-7b3d-4c2e-8f1a-0e9d8c7b6a5f'],
      undefined,
      'None',
      '2 of 2 values are UUIDs: identifiers.',
    ],
    ['emails', ['ana@example.test', 'bo@example.test'], undefined, 'None', '2 of 2 values are email addresses: identifiers.'],
    [
      'respondent codes',
      ['R_1001', 'R_1002', 'R_1003', 'R_1004'],
      undefined,
      'None',
      '4 of 4 values are distinct codes ("R_1001", "R_1002", "R_1003", "R_1004"): identifiers.',
    ],
    [
      'row numbers',
      Array.from({ length: 20 }, (_, i) => String(i + 1)),
      undefined,
      'None',
      '20 of 20 values are integers from 1 to 20, each once and consecutive: a running number.',
    ],
    ['id header', ['17', '4'], 'Respondent ID', 'None', 'The header "Respondent ID" names an identifier, not an answer.'],
    ['dates', ['2026-01-04', '2026-01-05T10:00:00Z', '03/02/2026'], undefined, 'None', '3 of 3 values are dates or times, not answers.'],
    [
      'categories',
      repeat(['Basic', 'Pro', 'Team'], 3),
      'Plan',
      'None',
      'Only 3 distinct short values over 9 answers ("Basic", "Pro", "Team"): a category, not an answer to analyse.',
    ],
    [
      'free text',
      ['The export takes forever on big files', 'I love the new dashboard', 'Pricing is unclear for teams', 'Support answered quickly'],
      'What could we improve?',
      'text',
      'Free text: 4 distinct answers of 5 words on average.',
    ],
  ])('%s', (_case, values, header, type, evidence) => {
    expect(detectColumnType(values, header)).toEqual({ type, evidence });
  });

  it('reads a column of 200,000 answers', () => {
    const values = Array.from({ length: 200_000 }, (_, index) => String(1 + (index % 5)));
    expect(detectColumnType(values).type).toBe('likert');
  });

  it('tolerates a few unreadable answers among ratings', () => {
    const values = [...repeat(['1', '2', '3', '4', '5'], 4), 'no idea'];
    expect(detectColumnType(values).type).toBe('likert');
  });

  it('always answers one of the five types, with evidence', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 30 }), { maxLength: 30 }),
        fc.option(fc.string(), { nil: undefined }),
        (values, header) => {
          const detection = detectColumnType(values, header);
          return ['likert', 'nps', 'numeric', 'text', 'None'].includes(detection.type) && detection.evidence.length > 0;
        },
      ),
    );
  });
});

describe('parseSurveyNumber', () => {
  it.each([
    ['42', 42],
    ['1,200', 1200],
    ['$ 40', 40],
    ['75%', 75],
    ['-3.5', -3.5],
    ['.5', 0.5],
    ['12 apples', undefined],
    ['1,20', undefined],
    ['', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(parseSurveyNumber(value)).toBe(expected);
  });
});
