import type { SalesView, SurveyColumnView } from '@app/infrastructure/read-models';
import { SURVEY_COLUMN_TYPES, type SurveyColumnType } from '@app/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DocumentListItemResponse } from '../document-list-item.response';
import type { DocumentDetail, DocumentStructure } from './get-document.handler';

export class HeadingResponse {
  @ApiProperty({ description: '1 is the outermost' }) level!: number;
  @ApiProperty() text!: string;
}

export class DocumentStructureResponse implements DocumentStructure {
  @ApiPropertyOptional() title?: string;
  @ApiPropertyOptional({ description: "ISO 639-1 code; 'und' when undetermined" }) language?: string;
  @ApiPropertyOptional({ description: "the document's own date, ISO 8601" }) date?: string;
  @ApiPropertyOptional() pages?: number;
  @ApiPropertyOptional({ type: [HeadingResponse] }) headings?: HeadingResponse[];
  @ApiPropertyOptional({ type: [String], description: 'speaker names (transcripts)' }) speakers?: string[];
  @ApiPropertyOptional({ description: 'respondent rows (surveys)' }) rows?: number;
  @ApiPropertyOptional({ description: 'worksheet read (xlsx)' }) sheet?: string;
  @ApiPropertyOptional({ description: 'seconds (transcripts)' }) duration?: number;
  @ApiPropertyOptional() characters?: number;
  @ApiPropertyOptional() words?: number;
}

export class SurveyColumnResponse implements SurveyColumnView {
  @ApiProperty() name!: string;
  @ApiProperty({ enum: SURVEY_COLUMN_TYPES, enumName: 'SurveyColumnType' }) type!: SurveyColumnType;
  @ApiProperty({ type: String, nullable: true, description: 'why ingestion classified it so' }) evidence!: string | null;
  @ApiProperty({ description: 'selected for analysis' }) include!: boolean;
  @ApiProperty() description!: string;
}

export class SalesSummaryResponse implements SalesView {
  @ApiProperty({ description: 'distinct accounts' }) accounts!: number;
  @ApiProperty({ description: 'sum over the accounts of their largest ARR' }) total_arr!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'sales field (account, arr, stage, close_date, created_date, domain) -> the header it was read from',
  })
  columns!: Record<string, string>;
}

/** One document with what ingestion found; `implements` keeps it in step with the handler. */
export class DocumentDetailResponse extends DocumentListItemResponse implements DocumentDetail {
  @ApiProperty({ type: DocumentStructureResponse, description: '{} until ingested' }) structure!: DocumentStructureResponse;
  @ApiProperty({ type: [SurveyColumnResponse], description: 'surveys only, in file order' }) survey_columns!: SurveyColumnResponse[];
  @ApiProperty({ type: SalesSummaryResponse, nullable: true, description: 'sales data only, once ready' })
  sales!: SalesSummaryResponse | null;
  @ApiProperty({ type: [String], description: 'what ingestion wants the reader to know' }) notes!: string[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ingested_on!: string | null;
}
