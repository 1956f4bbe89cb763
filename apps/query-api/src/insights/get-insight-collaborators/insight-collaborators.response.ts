import { ApiProperty } from '@nestjs/swagger';
import type { Collaborator, InsightCollaborators } from './get-insight-collaborators.handler';

export class InsightCollaboratorResponse implements Collaborator {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ description: "'' once the account no longer exists" }) name!: string;
}

export class InsightCollaboratorsResponse implements InsightCollaborators {
  @ApiProperty({ type: [InsightCollaboratorResponse], description: 'in the order they saved it' }) saved_by!: InsightCollaboratorResponse[];
  @ApiProperty({ type: [InsightCollaboratorResponse], description: 'in the order they followed it' })
  followers!: InsightCollaboratorResponse[];
  @ApiProperty({ type: [InsightCollaboratorResponse], description: 'authors of its comments, in the order they first wrote' })
  commenters!: InsightCollaboratorResponse[];
}
