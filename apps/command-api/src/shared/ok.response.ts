import { ApiProperty } from '@nestjs/swagger';

/** The answer of a change that has nothing else to say. */
export class OkResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
}
