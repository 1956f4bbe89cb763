import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SnippetLocation } from '@app/ingestion';
import type { DocumentSnippet, DocumentSnippetsPage } from './get-document-snippets.handler';

/** Where a snippet sits in its file; which fields are set depends on the format. */
export class SnippetLocationResponse implements SnippetLocation {
  @ApiPropertyOptional({ description: '1-based page (PDF)' }) page?: number;
  @ApiPropertyOptional({ description: '1-based paragraph: within the page for PDF, within the document otherwise' }) paragraph?: number;
  @ApiPropertyOptional({ description: '1-based line where it starts (plain text, Markdown)' }) line?: number;
  @ApiPropertyOptional({ type: [String], description: 'headings above it, outermost first' }) headingPath?: string[];
  @ApiPropertyOptional({ description: 'seconds from the start of the recording (transcripts)' }) start?: number;
  @ApiPropertyOptional({ description: 'seconds (transcripts)' }) end?: number;
  @ApiPropertyOptional() speaker?: string;
  @ApiPropertyOptional({ description: '1-based row as the spreadsheet shows it, the header being row 1 (surveys)' }) row?: number;
  @ApiPropertyOptional({ description: "the column's name (surveys)" }) column?: string;
  @ApiPropertyOptional({ description: 'worksheet name (XLSX)' }) sheet?: string;
}

export class DocumentSnippetResponse implements DocumentSnippet {
  @ApiProperty() snippet_id!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: SnippetLocationResponse }) location!: SnippetLocationResponse;
  @ApiProperty({ description: 'how many times this exact text occurs in the file' }) count!: number;
  @ApiProperty({ type: String, nullable: true, description: 'ISO 8601, when the source gives one' }) date!: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: "the respondent's attributes (demographic keys), {} when none",
  })
  attributes!: Record<string, string>;
}

export class DocumentSnippetsPageResponse implements DocumentSnippetsPage {
  @ApiProperty({ type: [DocumentSnippetResponse] }) snippets!: DocumentSnippetResponse[];
  @ApiProperty({ description: 'whether a further page exists' }) has_next!: boolean;
}
