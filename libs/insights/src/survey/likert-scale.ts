import { rangeOf } from '../numbers/range';

/**
 * Likert scales: numeric (1-5, 1-7) or worded (agree/disagree, satisfied, likely, easy, quality,
 * importance, frequency). A worded answer becomes its position on the scale, so that means and
 * distributions work the same for both.
 */

export interface LikertScale {
  min: number;
  max: number;
  /** For a worded scale, the label of each point from min to max. */
  labels?: string[];
  /** For a worded scale, which family of phrases (e.g. 'agreement'). */
  family?: string;
}

interface Level {
  /** Position on the 7-point form of the family (1..7), or on its only form for 5-level families. */
  rank: number;
  label: string;
  aliases: string[];
}

interface Family {
  name: string;
  /** 7: bipolar family with a 5-point and a 7-point form; 5: a 5-point family only. */
  points: 5 | 7;
  levels: Level[];
}

const bipolar = (
  name: string,
  negative: string,
  positive: string,
  extra: { strongNegative?: string[]; strongPositive?: string[]; neutral?: string[] } = {},
): Family => ({
  name,
  points: 7,
  levels: [
    {
      rank: 1,
      label: `strongly ${negative}`,
      aliases: [
        `strongly ${negative}`,
        `very ${negative}`,
        `completely ${negative}`,
        `extremely ${negative}`,
        ...(extra.strongNegative ?? []),
      ],
    },
    { rank: 2, label: negative, aliases: [negative] },
    {
      rank: 3,
      label: `somewhat ${negative}`,
      aliases: [`somewhat ${negative}`, `slightly ${negative}`, `mildly ${negative}`, `a little ${negative}`],
    },
    {
      rank: 4,
      label: 'neutral',
      aliases: [
        'neutral',
        `neither ${positive} nor ${negative}`,
        `neither ${negative} nor ${positive}`,
        `neither ${positive} or ${negative}`,
        `neither ${negative} or ${positive}`,
        'neither',
        ...(extra.neutral ?? []),
      ],
    },
    {
      rank: 5,
      label: `somewhat ${positive}`,
      aliases: [`somewhat ${positive}`, `slightly ${positive}`, `mildly ${positive}`, `a little ${positive}`],
    },
    { rank: 6, label: positive, aliases: [positive] },
    {
      rank: 7,
      label: `strongly ${positive}`,
      aliases: [
        `strongly ${positive}`,
        `very ${positive}`,
        `completely ${positive}`,
        `extremely ${positive}`,
        ...(extra.strongPositive ?? []),
      ],
    },
  ],
});

const FAMILIES: Family[] = [
  bipolar('agreement', 'disagree', 'agree', { strongPositive: ['totally agree', 'fully agree'], strongNegative: ['totally disagree'] }),
  bipolar('satisfaction', 'dissatisfied', 'satisfied', { neutral: ['neither satisfied nor dissatisfied'] }),
  bipolar('likelihood', 'unlikely', 'likely'),
  bipolar('ease', 'difficult', 'easy', { strongNegative: ['very hard'], strongPositive: [] }),
  {
    name: 'quality',
    points: 7,
    levels: [
      { rank: 1, label: 'very poor', aliases: ['very poor', 'terrible', 'very bad'] },
      { rank: 2, label: 'poor', aliases: ['poor', 'bad'] },
      { rank: 3, label: 'below average', aliases: ['below average'] },
      { rank: 4, label: 'fair', aliases: ['fair', 'average', 'ok', 'okay'] },
      { rank: 5, label: 'above average', aliases: ['above average'] },
      { rank: 6, label: 'good', aliases: ['good'] },
      { rank: 7, label: 'excellent', aliases: ['excellent', 'very good', 'great'] },
    ],
  },
  {
    name: 'importance',
    points: 5,
    levels: [
      { rank: 1, label: 'not at all important', aliases: ['not at all important', 'not important', 'unimportant'] },
      { rank: 2, label: 'slightly important', aliases: ['slightly important', 'low importance', 'of little importance'] },
      { rank: 3, label: 'moderately important', aliases: ['moderately important', 'somewhat important'] },
      { rank: 4, label: 'very important', aliases: ['very important', 'important'] },
      { rank: 5, label: 'extremely important', aliases: ['extremely important', 'critical'] },
    ],
  },
  {
    name: 'frequency',
    points: 5,
    levels: [
      { rank: 1, label: 'never', aliases: ['never'] },
      { rank: 2, label: 'rarely', aliases: ['rarely', 'seldom'] },
      { rank: 3, label: 'sometimes', aliases: ['sometimes', 'occasionally'] },
      { rank: 4, label: 'often', aliases: ['often', 'frequently', 'usually'] },
      { rank: 5, label: 'always', aliases: ['always', 'very often'] },
    ],
  },
];

/** Lower case, single spaces, no punctuation: the form phrases are compared in. */
export function normalisePhrase(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// The 5-point forms of a 7-point family: which of its ranks they use.
const FIVE_POINT_FORMS = [
  [1, 2, 4, 6, 7],
  [1, 3, 4, 5, 7],
];

const levelIndex = new Map<string, Map<string, Level>>(
  FAMILIES.map((family) => [
    family.name,
    new Map(family.levels.flatMap((level) => level.aliases.map((alias) => [normalisePhrase(alias), level] as const))),
  ]),
);

function levelOf(family: Family, phrase: string): Level | undefined {
  return levelIndex.get(family.name)!.get(normalisePhrase(phrase));
}

/** "5 - Strongly agree", "4 (agree)": a scale number with its label. */
const NUMBERED = /^(\d{1,2})\s*(?:[-–—:.)]|\()\s*\p{L}/u;
const INTEGER = /^\d{1,2}$/;

/** The scale number written in an answer (bare, or before its label), if any. */
export function numberedAnswer(value: string): number | undefined {
  const trimmed = value.trim();
  if (INTEGER.test(trimmed)) return Number(trimmed);
  const numbered = NUMBERED.exec(trimmed);
  return numbered ? Number(numbered[1]) : undefined;
}

export interface PhraseMatch {
  family: Family;
  matched: number;
  /** Ranks used by the answers. */
  ranks: Set<number>;
}

/** The phrase family that reads the most of the answers. */
export function bestPhraseFamily(values: readonly string[]): PhraseMatch | undefined {
  let best: PhraseMatch | undefined;
  // Each answer is normalised once, not once per family: free-text columns have many long answers.
  const phrases = values.map(normalisePhrase);
  for (const family of FAMILIES) {
    const ranks = new Set<number>();
    let matched = 0;
    const levels = levelIndex.get(family.name)!;
    for (const phrase of phrases) {
      const level = levels.get(phrase);
      if (level === undefined) continue;
      matched += 1;
      ranks.add(level.rank);
    }
    if (matched > 0 && (best === undefined || matched > best.matched)) best = { family, matched, ranks };
  }
  return best;
}

function wordedScale(match: PhraseMatch): LikertScale & { rankToPoint: Map<number, number> } {
  const { family, ranks } = match;
  let used: number[];
  if (family.points === 5) used = [1, 2, 3, 4, 5];
  else used = FIVE_POINT_FORMS.find((form) => [...ranks].every((rank) => form.includes(rank))) ?? [1, 2, 3, 4, 5, 6, 7];
  const labels = used.map((rank) => family.levels.find((level) => level.rank === rank)!.label);
  return { min: 1, max: used.length, labels, family: family.name, rankToPoint: new Map(used.map((rank, index) => [rank, index + 1])) };
}

/**
 * The scale of a likert column from all its answers: numeric answers give 1-5 (or 0-4) when they
 * stay within it and 1-7 (0-6) otherwise; worded answers give the 5- or 7-point form of their family.
 */
export function likertScaleOf(values: readonly string[]): LikertScale | undefined {
  const answers = values.map((value) => value.trim()).filter((value) => value !== '');
  const numbers = answers.map(numberedAnswer).filter((n): n is number => n !== undefined);
  if (numbers.length > 0 && numbers.length >= answers.length / 2) {
    const { low, high } = rangeOf(numbers);
    const min = low === 0 ? 0 : 1;
    const max = high <= min + 4 ? min + 4 : high <= min + 6 ? min + 6 : high;
    return { min, max };
  }
  const match = bestPhraseFamily(answers);
  if (match === undefined) return undefined;
  const { rankToPoint: _rankToPoint, ...scale } = wordedScale(match);
  return scale;
}

/** The position of one answer on a scale, or undefined when it does not read as a point of it. */
export function likertValue(value: string, scale: LikertScale): number | undefined {
  const number = numberedAnswer(value);
  if (number !== undefined) return number >= scale.min && number <= scale.max ? number : undefined;
  if (scale.labels === undefined || scale.family === undefined) return undefined;
  const family = FAMILIES.find((candidate) => candidate.name === scale.family)!;
  const level = levelOf(family, value);
  if (level === undefined) return undefined;
  const index = scale.labels.indexOf(level.label);
  return index === -1 ? undefined : scale.min + index;
}
