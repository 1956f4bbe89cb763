import { ApiProperty } from '@nestjs/swagger';

export class JoinedOrganisationResponse {
  @ApiProperty({ description: 'the URL of the organisation joined' }) namespace!: string;
}
