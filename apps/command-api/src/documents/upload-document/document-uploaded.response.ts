import { ApiProperty } from '@nestjs/swagger';

export class DocumentUploadedResponse {
  @ApiProperty({ format: 'uuid' }) document_id!: string;
  @ApiProperty({
    enum: ['processing', 'ready', 'failed'],
    description: 'processing for a new upload; a retried one answers where the first stands',
  })
  status!: 'processing' | 'ready' | 'failed';
}
