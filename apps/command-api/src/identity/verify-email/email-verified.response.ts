import { ApiProperty } from '@nestjs/swagger';

export class EmailVerifiedResponse {
  @ApiProperty({ enum: [true] }) email_verified!: true;
}
