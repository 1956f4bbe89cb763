import { ApiProperty } from '@nestjs/swagger';
import { SnippetContextResponse } from '../../documents/get-document-snippets/snippet-context.response';
import type { InsightSnippet, InsightSnippetsPage } from './get-insight-snippets.handler';

export class InsightSnippetResponse extends SnippetContextResponse implements InsightSnippet {
  @ApiProperty({ type: [String], description: "the project's recommendations it belongs to: this one, and any other current one" })
  recommendations!: string[];
}

export class InsightSnippetsPageResponse implements InsightSnippetsPage {
  @ApiProperty({ type: [InsightSnippetResponse] }) snippets!: InsightSnippetResponse[];
  @ApiProperty({ description: 'whether a further page exists' }) has_next!: boolean;
  @ApiProperty({ description: 'member snippets whose documents still exist' }) total!: number;
}
