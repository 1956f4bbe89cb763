import { ApiProperty } from '@nestjs/swagger';

export class ProjectCreatedResponse {
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'the analysis started with it (insights projects), else null' })
  job_id!: string | null;
}
