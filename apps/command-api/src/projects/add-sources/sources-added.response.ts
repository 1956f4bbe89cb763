import { ApiProperty } from '@nestjs/swagger';

export class ProjectSourcesAddedResponse {
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({ description: 'how many of the given documents were new to the project' }) added!: number;
}
