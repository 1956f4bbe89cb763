import type { ChangelogAction } from '@app/infrastructure/read-models';
import { ApiProperty } from '@nestjs/swagger';
import { CHANGELOG_ACTIONS } from '../get-changelog/changelog-page.response';
import type { FollowedInsight, FollowedInsightsPage } from './get-followed-insights.handler';

/** One card of Followed Insights; `implements` keeps it in step with the handler. */
export class FollowedInsightResponse implements FollowedInsight {
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty() product_name!: string;
  @ApiProperty() title!: string;
  @ApiProperty() summary!: string;
  @ApiProperty({ enum: ['current', 'stale'], enumName: 'RecommendationStatus' }) status!: 'current' | 'stale';
  @ApiProperty({ description: 'member snippets (mentions)' }) snippet_count!: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) user_updated_customer_impact_score!: number;
  @ApiProperty({ description: 'saved by the caller' }) is_saved!: boolean;
  @ApiProperty({ description: 'followed by the caller' }) is_followed!: boolean;
  @ApiProperty({ description: 'out of its ranked list (filter=all only)' }) is_dismissed!: boolean;
  @ApiProperty({ enum: CHANGELOG_ACTIONS, enumName: 'ChangelogAction', nullable: true, description: 'the latest change of it' })
  last_activity!: ChangelogAction | null;
  @ApiProperty({ format: 'date-time', description: 'when its latest change happened' }) last_activity_at!: string;
}

export class FollowedInsightsPageResponse implements FollowedInsightsPage {
  @ApiProperty({ type: [FollowedInsightResponse] }) insights!: FollowedInsightResponse[];
  @ApiProperty({ description: 'how many the filter holds in all pages' }) total!: number;
  @ApiProperty({ description: 'whether a further page exists' }) has_next!: boolean;
}
