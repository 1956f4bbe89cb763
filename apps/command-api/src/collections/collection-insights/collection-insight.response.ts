import { ApiProperty } from '@nestjs/swagger';

/** Whether the insight is in the collection after the command. */
export class CollectionInsightResponse {
  @ApiProperty({ format: 'uuid' }) collection_id!: string;
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty() in_collection!: boolean;
  @ApiProperty({ description: 'insights in the collection' }) recommendation_count!: number;
}
