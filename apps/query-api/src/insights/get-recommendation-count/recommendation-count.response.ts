import { ApiProperty } from '@nestjs/swagger';
import type { RecommendationCount } from './get-recommendation-count.handler';

export class RecommendationCountResponse implements RecommendationCount {
  @ApiProperty({ description: 'current recommendations; stale ones are not counted' }) count!: number;
}
