import { ApiProperty } from '@nestjs/swagger';

export class InvitationSentResponse {
  @ApiProperty() invitation_id!: string;
  @ApiProperty({ description: 'true when the person was already invited and the invitation was sent again' }) resent!: boolean;
}
