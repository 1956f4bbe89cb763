import { WRITEUP_KINDS, type WriteupKind } from '@app/domain';
import { ApiProperty } from '@nestjs/swagger';

/** A document's generation asked for: the worker's job id, whose progress comes live. */
export class WriteupRequestedResponse {
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({ enum: WRITEUP_KINDS }) kind!: WriteupKind;
  @ApiProperty() job_id!: string;
}

export class AutoBuildResponse {
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({
    type: [WriteupRequestedResponse],
    description: 'the documents asked for; one already being generated is left to finish and not listed',
  })
  writeups!: WriteupRequestedResponse[];
}

export class WriteupEditedResponse {
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({ enum: WRITEUP_KINDS }) kind!: WriteupKind;
  @ApiProperty({ description: 'the version the edit made (the same when it changed nothing)' }) version!: number;
}
