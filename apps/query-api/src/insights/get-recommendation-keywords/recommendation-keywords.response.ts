import { ApiProperty } from '@nestjs/swagger';
import type { RecommendationKeyword, RecommendationKeywords } from './get-recommendation-keywords.handler';

export class RecommendationKeywordResponse implements RecommendationKeyword {
  @ApiProperty() keyword!: string;
  @ApiProperty({ description: 'the snippets of the current insights it is a key phrase of' }) count!: number;
}

export class RecommendationKeywordsResponse implements RecommendationKeywords {
  @ApiProperty({ type: [RecommendationKeywordResponse], description: 'most first' }) keywords!: RecommendationKeywordResponse[];
}
