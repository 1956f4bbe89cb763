import type { SourceFacts } from './project.commands';
import { projectErrors } from './project.errors';
import type { ProjectSource } from './project.events';

/**
 * SPEC.md section 5's source rules over the project's whole set of sources after an addition:
 * at least one source, at most one survey file, and no survey column selected for analysis while
 * it is still typed None.
 */
export function checkSources(existing: readonly ProjectSource[], added: readonly SourceFacts[]): void {
  if (existing.length + added.length === 0) throw projectErrors.noDataSource();
  const surveys = new Set([...existing, ...added].filter((source) => source.kind === 'survey').map((source) => source.documentId));
  if (surveys.size > 1) throw projectErrors.oneSurvey();
  for (const source of added) {
    if (source.surveyColumns.some((column) => column.include && column.type === 'None')) throw projectErrors.untypedSurveyColumn();
  }
}

/** Dates of a version, as ISO days; a start after the end is refused. */
export function checkDateRange(start: string | null, end: string | null): void {
  if (start !== null && end !== null && start > end) throw projectErrors.datesReversed();
}
