import type { DocumentKindView } from '@app/infrastructure/read-models';
import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_KIND_ENUM } from '../../documents/document-list-item.response';
import { SnippetLocationResponse } from '../../documents/get-document-snippets/document-snippets-page.response';
import type { InsightSnippet, InsightSnippetsPage } from './get-insight-snippets.handler';

export class InsightSnippetResponse implements InsightSnippet {
  @ApiProperty({ description: '<document_id>:<n>' }) snippet_id!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ format: 'uuid' }) document_id!: string;
  @ApiProperty() file_name!: string;
  @ApiProperty(DOCUMENT_KIND_ENUM) kind!: DocumentKindView;
  @ApiProperty({ type: SnippetLocationResponse }) location!: SnippetLocationResponse;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: "the respondent's or customer's attributes (demographic keys), {} when none",
  })
  attributes!: Record<string, string>;
  @ApiProperty({ type: String, nullable: true, description: 'ISO 8601, when the source gives one' }) date!: string | null;
  @ApiProperty({ type: [String], description: "the project's recommendations it belongs to: this one, and any other current one" })
  recommendations!: string[];
}

export class InsightSnippetsPageResponse implements InsightSnippetsPage {
  @ApiProperty({ type: [InsightSnippetResponse] }) snippets!: InsightSnippetResponse[];
  @ApiProperty({ description: 'whether a further page exists' }) has_next!: boolean;
  @ApiProperty({ description: 'member snippets whose documents still exist' }) total!: number;
}
