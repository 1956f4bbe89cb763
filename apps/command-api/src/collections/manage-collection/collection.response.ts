import { ApiProperty } from '@nestjs/swagger';

/** The collection after the command. */
export class CollectionCommandResponse {
  @ApiProperty({ format: 'uuid' }) collection_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'insights in it (deleted insights included until a read model hides them)' }) recommendation_count!: number;
  @ApiProperty() is_deleted!: boolean;
}
