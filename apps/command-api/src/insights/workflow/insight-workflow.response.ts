import { ApiProperty } from '@nestjs/swagger';

/** Where the insight stands for the caller after the command. */
export class InsightWorkflowResponse {
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty({ description: 'saved by the caller' }) is_saved!: boolean;
  @ApiProperty({ description: 'followed by the caller' }) is_followed!: boolean;
  @ApiProperty({ description: 'out of the ranked list, with its reason' }) is_dismissed!: boolean;
  @ApiProperty() is_deleted!: boolean;
}
