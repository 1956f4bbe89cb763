import type { SalesRecord } from '@app/ingestion';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SalesRecordsPage } from './get-sales-records.handler';

/** One row of a CRM export as ingestion read it; `implements` keeps it in step with the library's record. */
export class SalesRecordResponse implements SalesRecord {
  @ApiProperty({ description: '1-based row as the spreadsheet shows it, the header being its own row' }) row!: number;
  @ApiProperty() account!: string;
  @ApiPropertyOptional({ description: 'annual recurring revenue, in the export’s currency' }) arr?: number;
  @ApiPropertyOptional({ description: 'opportunity stage as the CRM names it' }) stage?: string;
  @ApiPropertyOptional({ description: 'YYYY-MM-DD' }) close_date?: string;
  @ApiPropertyOptional({ description: 'YYYY-MM-DD' }) created_date?: string;
  @ApiPropertyOptional({ description: 'the account’s web domain, lower-case (acme.com)' }) domain?: string;
}

export class SalesRecordsPageResponse implements SalesRecordsPage {
  @ApiProperty({ type: [SalesRecordResponse] }) records!: SalesRecordResponse[];
  @ApiProperty({ description: 'whether a further page exists' }) has_next!: boolean;
}
