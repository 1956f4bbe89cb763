import { DEMOGRAPHIC_KEYS, type Snippet } from '../model/snippet';
import { isBlankAnswer, type SurveyColumnType } from './column-type';
import type { SurveyRow } from './survey-breakdown';

/**
 * Survey answers as engine input: every answer in a text column becomes a snippet, so text
 * columns feed themes like any other source; the rated columns are kept for the breakdown.
 */

export interface Survey {
  id: string;
  /** ISO date of the survey, used for answers without their own date. */
  date: string;
  rows: readonly SurveyRow[];
  columns: Readonly<Record<string, SurveyColumnType>>;
  /** Column naming the respondent (an id or name): becomes the snippet's customer and speaker. */
  respondentColumn?: string;
  /** Column holding each response's own date. */
  dateColumn?: string;
}

const KEY_ALIASES: Record<string, string> = {
  sex: 'gender',
  zip: 'postal_code',
  zip_code: 'postal_code',
  zipcode: 'postal_code',
  postcode: 'postal_code',
  marital: 'marital_status',
};
const DEMOGRAPHIC = new Set<string>(DEMOGRAPHIC_KEYS);

/** The demographic key a column name stands for ('Marital Status' -> 'marital_status'), if any. */
export function demographicKeyOf(column: string): string | undefined {
  const key = column
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  const canonical = KEY_ALIASES[key] ?? key;
  return DEMOGRAPHIC.has(canonical) ? canonical : undefined;
}

/** The id of the snippet of one answer: survey, 1-based row, column. */
export function surveySnippetId(surveyId: string, row: number, column: string): string {
  return `${surveyId}/${row + 1}/${encodeURIComponent(column)}`;
}

export function surveySnippets(survey: Survey): Snippet[] {
  const textColumns = Object.entries(survey.columns)
    .filter(([, type]) => type === 'text')
    .map(([column]) => column);
  const demographicColumns = [...new Set(survey.rows.flatMap((row) => Object.keys(row)))].flatMap((column) => {
    const key = demographicKeyOf(column);
    return key === undefined ? [] : [[column, key] as const];
  });
  const snippets: Snippet[] = [];
  survey.rows.forEach((row, index) => {
    const respondent =
      survey.respondentColumn !== undefined && !isBlankAnswer(row[survey.respondentColumn])
        ? String(row[survey.respondentColumn]).trim()
        : undefined;
    const ownDate =
      survey.dateColumn !== undefined && !isBlankAnswer(row[survey.dateColumn]) ? String(row[survey.dateColumn]).trim() : undefined;
    const date = ownDate !== undefined && Number.isFinite(Date.parse(ownDate)) ? ownDate : survey.date;
    const attributes = Object.fromEntries(
      demographicColumns.filter(([column]) => !isBlankAnswer(row[column])).map(([column, key]) => [key, String(row[column]).trim()]),
    );
    for (const column of textColumns) {
      const answer = row[column];
      if (isBlankAnswer(answer)) continue;
      snippets.push({
        id: surveySnippetId(survey.id, index, column),
        text: String(answer).trim(),
        source: {
          type: 'survey_answer',
          id: survey.id,
          location: { line: index + 1, column, ...(respondent !== undefined ? { speaker: respondent } : {}) },
        },
        date,
        ...(respondent !== undefined || Object.keys(attributes).length > 0
          ? { customer: { ...(respondent !== undefined ? { name: respondent } : {}), attributes } }
          : {}),
      });
    }
  });
  return snippets;
}

/** The 0-based rows of a survey's respondents among a theme's snippets, for `surveyBreakdown`. */
export function respondentRowsOf(snippets: Iterable<Snippet>, surveyId: string): Set<number> {
  const rows = new Set<number>();
  for (const snippet of snippets) {
    const line = snippet.source.location.line;
    if (
      snippet.source.type === 'survey_answer' &&
      snippet.source.id === surveyId &&
      line !== undefined &&
      Number.isInteger(line) &&
      line >= 1
    )
      rows.add(line - 1);
  }
  return rows;
}
