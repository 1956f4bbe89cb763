import { ApiProperty } from '@nestjs/swagger';

export class CreatedUserResponse {
  @ApiProperty() user_id!: string;
}
