import type { DocumentStatusView } from '@app/infrastructure/read-models';
import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_STATUS_ENUM, UploaderResponse } from '../document-list-item.response';
import type { TranscriptItem, TranscriptsPage } from './get-transcripts.handler';

export class TranscriptResponse implements TranscriptItem {
  @ApiProperty({ format: 'uuid' }) document_id!: string;
  @ApiProperty() file_name!: string;
  @ApiProperty(DOCUMENT_STATUS_ENUM) status!: DocumentStatusView;
  @ApiProperty({ type: [String], description: 'speaker names; [] until ingested' }) speakers!: string[];
  @ApiProperty({ type: Number, nullable: true, description: 'seconds' }) duration!: number | null;
  @ApiProperty({ type: String, nullable: true, description: "the recording's own date, ISO 8601, when it says one" }) date!: string | null;
  @ApiProperty({ format: 'date-time' }) uploaded_on!: string;
  @ApiProperty({ type: UploaderResponse }) uploaded_by!: UploaderResponse;
  @ApiProperty({ description: '0 until ingested' }) snippets!: number;
}

export class TranscriptsPageResponse implements TranscriptsPage {
  @ApiProperty({ type: [TranscriptResponse] }) transcripts!: TranscriptResponse[];
  @ApiProperty({ description: 'whether a further page exists' }) has_next!: boolean;
}
