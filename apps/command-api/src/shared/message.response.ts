import { ApiProperty } from '@nestjs/swagger';

/** An answer made of a message the web app shows as it is. */
export class MessageResponse {
  @ApiProperty() message!: string;
}
