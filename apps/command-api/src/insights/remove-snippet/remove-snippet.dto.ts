import { SNIPPET_REMOVAL_REASON_MAX_CHARS } from '@app/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

const REASON_MESSAGE = `reason must be text of at most ${SNIPPET_REMOVAL_REASON_MAX_CHARS} characters.`;

/** POST /api/recommendations/{id}/delete-snippet/{snippetId} (SPEC.md section 7). An empty reason is the domain's refusal, with its message. */
export class RemoveSnippetDto {
  @ApiProperty({ maxLength: SNIPPET_REMOVAL_REASON_MAX_CHARS, description: 'why the snippet does not belong to this insight (required)' })
  @IsString({ message: REASON_MESSAGE })
  @MaxLength(SNIPPET_REMOVAL_REASON_MAX_CHARS, { message: REASON_MESSAGE })
  reason!: string;
}

export class SnippetRemovedResponse {
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty({ description: '<document_id>:<n>' }) snippet_id!: string;
  @ApiProperty({ description: "the insight's member snippets after the removal" }) snippet_count!: number;
}
