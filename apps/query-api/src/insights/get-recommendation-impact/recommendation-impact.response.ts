import { ApiProperty } from '@nestjs/swagger';
import type { RecommendationImpact } from './get-recommendation-impact.handler';

export class RecommendationImpactResponse implements RecommendationImpact {
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty({ minimum: 0, maximum: 100, description: 'as the analysis measured it' }) impact_score!: number;
  @ApiProperty({ minimum: 0, maximum: 100, description: 'the score a person set, else impact_score' })
  user_updated_customer_impact_score!: number;
  @ApiProperty({ type: String, nullable: true, description: 'user_id of who set it; null until someone does' }) updated_by!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updated_at!: string | null;
}
