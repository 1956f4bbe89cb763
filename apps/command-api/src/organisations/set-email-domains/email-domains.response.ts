import { ApiProperty } from '@nestjs/swagger';

export class EmailDomainsResponse {
  @ApiProperty({ type: [String], description: 'the domains as stored (normalised, without duplicates)' }) domains!: string[];
}
