import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Insights } from '../insights';
import { GetSurveyBreakdownQuery } from './get-survey-breakdown.query';

export interface SurveyBreakdown {
  recommendation_id: string;
  survey_column_name: string | null;
  breakdowns: unknown[];
}

/** The engine's survey breakdowns of a recommendation; none for one that is not survey-based. */
@QueryHandler(GetSurveyBreakdownQuery)
export class GetSurveyBreakdownHandler implements IQueryHandler<GetSurveyBreakdownQuery, SurveyBreakdown> {
  constructor(private readonly insights: Insights) {}

  async execute({ userId, insightId }: GetSurveyBreakdownQuery): Promise<SurveyBreakdown> {
    const insight = await this.insights.visibleInsight(userId, insightId);
    return { recommendation_id: insight.insight_id, survey_column_name: insight.survey_column_name, breakdowns: insight.survey_breakdowns };
  }
}
