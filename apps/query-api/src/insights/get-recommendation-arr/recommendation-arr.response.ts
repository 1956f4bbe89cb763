import { ApiProperty } from '@nestjs/swagger';
import type { RecommendationArr } from './get-recommendation-arr.handler';

export class AccountArrResponse {
  @ApiProperty() account!: string;
  @ApiProperty() arr!: number;
}

export class RecommendationArrResponse implements RecommendationArr {
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'sum of the ARR of the distinct accounts raising it; null when the analysis had no sales data',
  })
  total_arr!: number | null;
  @ApiProperty({ description: 'distinct accounts of the sales data raising it' }) accounts!: number;
  @ApiProperty({ type: [AccountArrResponse], description: 'the largest accounts first, at most ten' }) top_accounts!: AccountArrResponse[];
}
