import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** POST /api/collections/{id}/recommendations. */
export class AddInsightToCollectionDto {
  @ApiProperty({ format: 'uuid', description: 'an insight of the organisation, not deleted' })
  @IsUUID('all', { message: 'recommendation_id must be an insight id.' })
  recommendation_id!: string;
}
