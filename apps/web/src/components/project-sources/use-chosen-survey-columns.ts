import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../lib/hooks';
import { sourceDocumentsApi } from '../../lib/source-documents-api';
import type { SourceChoice } from './source-rules';

/** The columns of the chosen surveys, as far as they have arrived (each survey's panel fetches its own). */
export function useChosenSurveyColumns(surveyIds: readonly string[]): SourceChoice['surveyColumns'] {
  return useAppSelector(
    (state) =>
      Object.fromEntries(
        surveyIds.map((id) => [id, sourceDocumentsApi.endpoints.getSourceDocument.select(id)(state).data?.survey_columns]),
      ) as SourceChoice['surveyColumns'],
    shallowEqual,
  );
}
