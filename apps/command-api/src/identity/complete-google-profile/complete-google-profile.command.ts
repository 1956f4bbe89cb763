import type { UserRole } from '@app/domain';

export class CompleteGoogleProfileCommand {
  constructor(
    readonly userId: string,
    readonly role: UserRole,
  ) {}
}
