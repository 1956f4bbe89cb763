import { ApiProperty } from '@nestjs/swagger';

export class AnalysisRequestedResponse {
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({ description: 'the analysis job: follow it with GET /api/products/{id}/analysis' }) job_id!: string;
}
