import type { DocumentKindView } from '@app/infrastructure/read-models';
import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_KIND_ENUM } from '../document-list-item.response';
import { SnippetLocationResponse } from './document-snippets-page.response';
import type { SnippetContext } from './snippet-context';

export class SnippetContextResponse implements SnippetContext {
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
}
