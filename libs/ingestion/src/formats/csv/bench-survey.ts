import { writeCsv } from '../../export';
import { mulberry32 } from '@app/insights';

/**
 * A realistic survey export for the benchmark: one respondent per row with an id, a date,
 * demographic columns, a likert, an nps and a numeric answer, and two free-text answers made of
 * varied sentences (so that few answers repeat, as in a real survey). Deterministic: the same
 * row count always gives the same file.
 */

const GENDERS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'];
const COUNTRIES = [
  'United States',
  'United Kingdom',
  'Germany',
  'France',
  'Spain',
  'Canada',
  'Brazil',
  'India',
  'Japan',
  'Australia',
  'Netherlands',
  'Sweden',
];
const PLANS = ['Free', 'Starter', 'Team', 'Business', 'Enterprise'];
const AGREEMENT = ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'];

const SUBJECTS = [
  'The export to Excel',
  'Search',
  'The new dashboard',
  'Onboarding',
  'Billing',
  'The mobile app',
  'Support',
  'The reporting page',
  'Single sign-on',
  'The API',
];
const VERDICTS = [
  'is much slower than it used to be',
  'works well for our team',
  'keeps timing out on large projects',
  'is confusing for new colleagues',
  'saves me an hour every week',
  'needs better documentation',
  'crashes when I switch accounts',
  'is the main reason we renewed',
  'feels expensive for what it does',
  'could show more detail per customer',
];
const REASONS = [
  'since the last update.',
  'when several people edit at once.',
  'compared with the tools we used before.',
  'especially at the end of the month.',
  'and I would like to see it improved.',
  'which our managers have noticed.',
  'on both Windows and Mac.',
  'even with a fast connection.',
];
const WISHES = [
  'Please add a way to schedule exports.',
  'A dark mode would help during long sessions.',
  'I would love keyboard shortcuts for tagging.',
  'Bulk editing of themes would save a lot of time.',
  'Let us share reports with people outside the company.',
  'Filtering by customer segment is what we miss most.',
  'Integration with our CRM would make this essential.',
  'Clearer pricing for larger teams, please.',
  'Offline access on the mobile app would be great.',
];

export function generateBenchSurveyCsv(rows: number): string {
  const random = mulberry32(20_240_301);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
  const header = [
    'Respondent ID',
    'Submitted',
    'Age',
    'Gender',
    'Country',
    'Plan',
    'The product is easy to use',
    'How likely are you to recommend us to a friend?',
    'Hours per week using the product',
    'What do you like or dislike most?',
    'What should we improve next?',
  ];
  const records: Array<Array<string | number>> = [header];
  const firstDay = Date.UTC(2024, 0, 1);
  for (let index = 0; index < rows; index++) {
    records.push([
      `R-${String(index + 1).padStart(6, '0')}`,
      new Date(firstDay + Math.floor(random() * 180) * 86_400_000).toISOString().slice(0, 10),
      18 + Math.floor(random() * 60),
      pick(GENDERS),
      pick(COUNTRIES),
      pick(PLANS),
      pick(AGREEMENT),
      Math.floor(random() * 11),
      Math.round(random() * 400) / 10,
      `${pick(SUBJECTS)} ${pick(VERDICTS)} ${pick(REASONS)}`,
      random() < 0.15 ? '' : `${pick(WISHES)} ${pick(SUBJECTS)} ${pick(VERDICTS)}.`,
    ]);
  }
  return writeCsv(records);
}
