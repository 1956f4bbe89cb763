import { ApiProperty } from '@nestjs/swagger';

/** An account uses the email (otherwise the answer is 404). */
export class UserExistsResponse {
  @ApiProperty({ enum: [true] }) exists!: true;
}
