import type { Snippet } from '../model/snippet';
import { surveyBreakdown, type ColumnBreakdown } from '../survey/survey-breakdown';
import { respondentRowsOf, type Survey } from '../survey/survey-snippets';

/** SPEC.md's survey breakdown of one theme for one survey: how the theme's respondents rated, next to all respondents. */
export interface ThemeSurveyBreakdown {
  surveyId: string;
  /** One entry per likert, nps and numeric column of the survey, in the survey's column order. */
  breakdowns: ColumnBreakdown[];
}

/** Refuses two surveys of one id: a survey answer snippet names its survey by id, so it would be ambiguous. */
export function checkSurveys(surveys: readonly Survey[]): void {
  const seen = new Set<string>();
  for (const survey of surveys) {
    if (seen.has(survey.id)) throw new Error(`survey id ${JSON.stringify(survey.id)} is given twice`);
    seen.add(survey.id);
  }
}

/**
 * The breakdown of every given survey whose respondents appear among a theme's snippets (survey
 * answers locate their respondent by source id and 1-based row), in the order of `surveys`.
 * Surveys none of whose respondents speak in the theme are left out.
 */
export function themeSurveyBreakdowns(members: readonly Snippet[], surveys: readonly Survey[]): ThemeSurveyBreakdown[] {
  const out: ThemeSurveyBreakdown[] = [];
  for (const survey of surveys) {
    const rows = [...respondentRowsOf(members, survey.id)].filter((row) => row < survey.rows.length);
    if (rows.length === 0) continue;
    out.push({ surveyId: survey.id, breakdowns: surveyBreakdown(survey.rows, survey.columns, rows) });
  }
  return out;
}

/**
 * The survey column a theme comes from (SPEC.md's survey_column_name): set only when every one of
 * its snippets answers that same column of the same survey.
 */
export function surveyColumnNameOf(members: readonly Snippet[]): string | undefined {
  if (members.length === 0) return undefined;
  const [first] = members;
  const column = first.source.location.column;
  if (first.source.type !== 'survey_answer' || column === undefined) return undefined;
  const same = members.every(
    (snippet) =>
      snippet.source.type === 'survey_answer' && snippet.source.id === first.source.id && snippet.source.location.column === column,
  );
  return same ? column : undefined;
}
