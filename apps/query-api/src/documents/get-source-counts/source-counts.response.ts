import { ApiProperty } from '@nestjs/swagger';
import type { SourceCounts } from './get-source-counts.handler';

/** Ready sources of a project by kind; `implements` keeps it in step with the handler. */
export class SourceCountsResponse implements SourceCounts {
  @ApiProperty() document!: number;
  @ApiProperty() transcript!: number;
  @ApiProperty() survey!: number;
  @ApiProperty() sales!: number;
}
