import { ApiProperty } from '@nestjs/swagger';

export class ProjectVersionCreatedResponse {
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({ description: 'the new version, 2 and up' }) version!: number;
  @ApiProperty({ description: "the new version's analysis" }) job_id!: string;
}
