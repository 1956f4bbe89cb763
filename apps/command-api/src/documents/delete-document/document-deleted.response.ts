import { ApiProperty } from '@nestjs/swagger';

export class DocumentDeletedResponse {
  @ApiProperty({ format: 'uuid' }) document_id!: string;
}
