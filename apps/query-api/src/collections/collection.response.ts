import { ApiProperty } from '@nestjs/swagger';
import type { CollectionDetail, CollectionRecommendation, CollectionSummary } from './collections';

/** `implements` keeps these in step with what the handlers answer. */
export class CollectionSummaryResponse implements CollectionSummary {
  @ApiProperty({ format: 'uuid' }) collection_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'uuid' }) created_by!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ description: 'insights in it (deleted insights are in no collection)' }) recommendation_count!: number;
  @ApiProperty({ type: [String], description: 'those insights, newest addition first' }) recommendation_ids!: string[];
}

export class CollectionsResponse {
  @ApiProperty({ type: [CollectionSummaryResponse], description: 'newest first' }) collections!: CollectionSummaryResponse[];
}

export class CollectionRecommendationResponse implements CollectionRecommendation {
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({ description: "the project's name; '' once the project is gone" }) product_name!: string;
  @ApiProperty() title!: string;
  @ApiProperty() summary!: string;
  @ApiProperty({ enum: ['current', 'stale'] }) status!: 'current' | 'stale';
  @ApiProperty() snippet_count!: number;
  @ApiProperty({ description: "a person's own impact score when set, else the analysis'" }) impact_score!: number;
  @ApiProperty() priority_score!: number;
  @ApiProperty({ description: 'dismissed insights stay in collections, marked' }) is_dismissed!: boolean;
  @ApiProperty({ type: String, nullable: true }) dismissal_reason!: string | null;
  @ApiProperty({ format: 'uuid' }) added_by!: string;
  @ApiProperty({ format: 'date-time' }) added_at!: string;
}

export class CollectionDetailResponse implements CollectionDetail {
  @ApiProperty({ type: CollectionSummaryResponse }) collection!: CollectionSummaryResponse;
  @ApiProperty({ type: [CollectionRecommendationResponse], description: 'newest addition first' })
  recommendations!: CollectionRecommendationResponse[];
}
