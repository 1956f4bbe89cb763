import { TEAM_PRIORITIES, type TeamPriority } from '@app/domain';
import type { InsightScoreFactorView, InsightScoreView } from '@app/infrastructure/read-models';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { RecommendationsAnswer } from './get-recommendations/get-recommendations.handler';
import type { Recommendation, RecommendationSourceBreakdown } from './recommendation';
import type { MonthlyMentions } from './scoring/mentions-chart';

export class RecommendationScoreFactorResponse implements InsightScoreFactorView {
  @ApiProperty({ description: 'frequency, recency, consistency, sentiment, relevance, business_impact or revenue' }) name!: string;
  @ApiProperty({ minimum: 0, maximum: 1, description: "the factor's own measure; 0 when unknown" }) value!: number;
  @ApiProperty({ description: 'the weight applied; the weights of a score sum to 1' }) weight!: number;
  @ApiProperty({ description: 'points it adds to the score: 100 * weight * value' }) contribution!: number;
  @ApiProperty({ description: 'false when the project lacks the data to measure it' }) known!: boolean;
  @ApiProperty() explanation!: string;
}

export class RecommendationScoreResponse implements InsightScoreView {
  @ApiProperty({ minimum: 0, maximum: 100 }) score!: number;
  @ApiProperty({ type: [RecommendationScoreFactorResponse] }) factors!: RecommendationScoreFactorResponse[];
}

export class RecommendationScoreBreakdownResponse {
  @ApiProperty({ type: RecommendationScoreResponse }) impact!: RecommendationScoreResponse;
  @ApiProperty({ type: RecommendationScoreResponse }) priority!: RecommendationScoreResponse;
}

export class RecommendationSentimentResponse {
  @ApiProperty({ minimum: -1, maximum: 1 }) mean!: number;
  @ApiProperty({ enum: ['positive', 'neutral', 'negative', 'mixed'], enumName: 'RecommendationSentimentLabel' }) label!: string;
  @ApiProperty({ description: 'member snippets of positive sentiment' }) positive!: number;
  @ApiProperty() neutral!: number;
  @ApiProperty() negative!: number;
}

export class RecommendationSourceKindsResponse {
  @ApiPropertyOptional() document?: number;
  @ApiPropertyOptional() transcript?: number;
  @ApiPropertyOptional() survey?: number;
}

export class RecommendationDocumentCountResponse {
  @ApiProperty({ format: 'uuid' }) document_id!: string;
  @ApiProperty() file_name!: string;
  @ApiProperty({ description: 'member snippets from it' }) count!: number;
}

export class RecommendationSourceBreakdownResponse implements RecommendationSourceBreakdown {
  @ApiProperty({ type: RecommendationSourceKindsResponse, description: 'member snippets by kind of source' })
  by_kind!: RecommendationSourceKindsResponse;
  @ApiProperty({ type: [RecommendationDocumentCountResponse], description: 'largest first' })
  by_document!: RecommendationDocumentCountResponse[];
}

export class RecommendationQuoteResponse {
  @ApiProperty() snippet_id!: string;
  @ApiProperty({ format: 'uuid' }) document_id!: string;
  @ApiProperty() text!: string;
}

export class RecommendationChartPointResponse implements MonthlyMentions {
  @ApiProperty({ example: '2025-03', description: 'YYYY-MM' }) month!: string;
  @ApiProperty() mentions!: number;
}

export class RecommendationDismissalResponse {
  @ApiProperty() reason!: string;
  @ApiProperty({ type: String, nullable: true, description: 'the search it was dismissed from' }) search_query!: string | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

export class RecommendationResurfacedResponse {
  @ApiProperty({ format: 'date-time' }) dismissed_at!: string;
  @ApiProperty() dismissed_reason!: string;
  @ApiProperty({ description: 'mentions that joined it since it was dismissed' }) new_mentions!: number;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

/** An insight as the recommendation screens show it; `implements` keeps it in step with the handlers. */
export class RecommendationResponse implements Recommendation {
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({
    enum: ['current', 'stale'],
    enumName: 'RecommendationStatus',
    description: 'stale: the latest analysis no longer found it',
  })
  status!: 'current' | 'stale';
  @ApiProperty() title!: string;
  @ApiProperty() summary!: string;
  @ApiProperty({ type: [String] }) key_phrases!: string[];
  @ApiProperty({ minimum: 0, maximum: 100, description: 'under the half-life of the answer' }) impact_score!: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) priority_score!: number;
  @ApiProperty({ minimum: 0, maximum: 100, description: 'the score a person set, else impact_score' })
  user_updated_customer_impact_score!: number;
  @ApiProperty({ type: RecommendationScoreBreakdownResponse }) score_breakdown!: RecommendationScoreBreakdownResponse;
  @ApiProperty({ type: RecommendationSentimentResponse }) sentiment!: RecommendationSentimentResponse;
  @ApiProperty({ description: 'member snippets' }) snippet_count!: number;
  @ApiProperty({ description: 'members its latest analysis found that no earlier one had seen' }) new_evidence_count!: number;
  @ApiProperty({ type: RecommendationSourceBreakdownResponse }) source_breakdown!: RecommendationSourceBreakdownResponse;
  @ApiProperty({ type: [RecommendationQuoteResponse], description: 'representative quotes' }) quotes!: RecommendationQuoteResponse[];
  @ApiProperty({ type: String, nullable: true, description: 'set for a survey-based insight' }) survey_column_name!: string | null;
  @ApiProperty({ type: 'array', items: { type: 'object' }, description: "the engine's per-survey breakdowns" })
  surveyInsightBreakdowns!: unknown[];
  @ApiProperty({ description: 'saved by the caller' }) is_saved!: boolean;
  @ApiProperty({ description: 'followed by the caller' }) is_followed!: boolean;
  @ApiProperty({ type: RecommendationDismissalResponse, nullable: true, description: 'why and when it left the ranked list' })
  dismissal!: RecommendationDismissalResponse | null;
  @ApiProperty({ type: RecommendationResurfacedResponse, nullable: true, description: 'back after a dismissal, and why' })
  resurfaced!: RecommendationResurfacedResponse | null;
  @ApiProperty({
    enum: [...TEAM_PRIORITIES],
    enumName: 'TeamPriority',
    description: "the team's priority; none until a member sets one",
  })
  teamPriority!: TeamPriority;
  @ApiProperty({ description: "the insight stream's revision this answer shows: send it as If-Match with a command that depends on it" })
  revision!: number;
  @ApiProperty({ description: 'the version of the project its latest analysis used' }) version!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiPropertyOptional({ type: [RecommendationChartPointResponse], description: 'include_charts only: mentions by month, oldest first' })
  chart?: RecommendationChartPointResponse[];
}

export class RecommendationsAnswerResponse implements RecommendationsAnswer {
  @ApiPropertyOptional({ type: [RecommendationResponse], description: '?product= only' }) recommendations?: RecommendationResponse[];
  @ApiPropertyOptional({ type: RecommendationResponse, description: '?recommendation= only' }) recommendation?: RecommendationResponse;
  @ApiProperty({ description: "the half-life of the impact scores' recency: the one asked for, else the analysis'" })
  half_life_days!: number;
}
