import { NAMESPACE_PATTERN } from '@app/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { OptionalField } from '../../shared/fields';

export class JoinByDomainDto {
  @ApiPropertyOptional({ pattern: NAMESPACE_PATTERN.source, description: 'the URL of the organisation the person confirmed joining' })
  @OptionalField()
  @IsString({ message: 'namespace must be text.' })
  @Matches(NAMESPACE_PATTERN, { message: 'Organisation URL must be 2 to 24 characters, only letters a-z and digits 0-9.' })
  namespace?: string;
}
