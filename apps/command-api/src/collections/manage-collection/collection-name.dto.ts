import { COLLECTION_NAME_MAX_CHARS } from '@app/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

const NAME_MESSAGE = `name must be text of at most ${COLLECTION_NAME_MAX_CHARS} characters.`;

/**
 * POST /api/collections and PATCH /api/collections/{id}. The domain trims the name and refuses an
 * empty or long one with its own message; this bound only keeps huge bodies out.
 */
export class CollectionNameDto {
  @ApiProperty({ maxLength: COLLECTION_NAME_MAX_CHARS, description: 'trimmed; unique in the organisation whatever its case' })
  @IsString({ message: NAME_MESSAGE })
  @MaxLength(COLLECTION_NAME_MAX_CHARS * 4, { message: NAME_MESSAGE })
  name!: string;
}
