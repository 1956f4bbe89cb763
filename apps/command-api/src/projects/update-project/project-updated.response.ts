import { ApiProperty } from '@nestjs/swagger';
import { PROJECT_STATUSES } from './update-project.dto';

export class ProjectUpdatedResponse {
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({ enum: PROJECT_STATUSES }) status!: (typeof PROJECT_STATUSES)[number];
}
