import { ApiProperty } from '@nestjs/swagger';
import type { SurveyBreakdown } from './get-survey-breakdown.handler';

export class SurveyBreakdownResponse implements SurveyBreakdown {
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'null for an insight that is not survey-based' }) survey_column_name!:
    string | null;
  @ApiProperty({ type: 'array', items: { type: 'object' }, description: "the engine's per-survey breakdowns, as it gave them" })
  breakdowns!: unknown[];
}
