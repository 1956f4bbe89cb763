import { DOCUMENT_KINDS } from '@app/domain';
import type { DocumentKindView, DocumentStatusView } from '@app/infrastructure/read-models';
import { ApiProperty } from '@nestjs/swagger';
import type { DocumentListItem, Uploader } from './library';

// Named enums: one DocumentKind and one DocumentStatus type in the web app's generated types.
export const DOCUMENT_KIND_ENUM = { enum: DOCUMENT_KINDS, enumName: 'DocumentKind' } as const;
const DOCUMENT_STATUSES: readonly DocumentStatusView[] = ['processing', 'ready', 'failed'];
export const DOCUMENT_STATUS_ENUM = { enum: DOCUMENT_STATUSES, enumName: 'DocumentStatus' } as const;

export class UploaderResponse implements Uploader {
  @ApiProperty() user_id!: string;
  @ApiProperty({ description: "first and last name; '' when the account no longer exists" }) name!: string;
}

/** A document as the Data Library lists it; `implements` keeps it in step with the handlers. */
export class DocumentListItemResponse implements DocumentListItem {
  @ApiProperty({ format: 'uuid' }) document_id!: string;
  @ApiProperty() file_name!: string;
  @ApiProperty(DOCUMENT_KIND_ENUM) kind!: DocumentKindView;
  @ApiProperty({ description: 'the file format: pdf, docx, text, markdown, html, vtt, srt, json_transcript, csv, xlsx' }) format!: string;
  @ApiProperty({ ...DOCUMENT_STATUS_ENUM, description: 'processing until ingestion answers' }) status!: DocumentStatusView;
  @ApiProperty({ type: String, nullable: true, description: 'why ingestion failed (failed only)' }) error_code!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'failed only' }) error_message!: string | null;
  @ApiProperty({ format: 'date-time' }) uploaded_on!: string;
  @ApiProperty({ type: UploaderResponse }) uploaded_by!: UploaderResponse;
  @ApiProperty({ description: '0 until ingested' }) snippets!: number;
  @ApiProperty({ type: Number, nullable: true }) pages!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'how many speakers (transcripts)' }) speakers!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'how many respondents (surveys)' }) respondents!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'seconds (transcripts)' }) duration!: number | null;
  @ApiProperty() quick_upload!: boolean;
  @ApiProperty({ type: [String], description: 'the projects it feeds' }) product_ids!: string[];
  @ApiProperty({ description: 'bytes' }) size!: number;
}
