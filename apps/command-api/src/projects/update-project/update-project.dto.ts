import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ProjectFieldsDto, WhenSent } from '../project-fields.dto';

export const PROJECT_STATUSES = ['Live', 'Archived'] as const;

export class UpdateProjectDto extends ProjectFieldsDto {
  @ApiPropertyOptional({ enum: PROJECT_STATUSES, description: 'Archived archives the project; Live unarchives it' })
  @WhenSent()
  @IsIn(PROJECT_STATUSES, { message: 'status is Live or Archived.' })
  status?: (typeof PROJECT_STATUSES)[number];
}
