import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** `?recommendation=<id>`: an insight of the caller's organisation; any other id is 404. */
export class RecommendationRefQueryDto {
  @ApiProperty({ format: 'uuid', maxLength: 64, description: 'the recommendation (insight)' })
  @IsString({ message: 'recommendation is required.' })
  @IsNotEmpty({ message: 'recommendation is required.' })
  @MaxLength(64)
  recommendation!: string;
}
