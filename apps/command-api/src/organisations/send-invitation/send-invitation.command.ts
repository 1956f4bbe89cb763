export class SendInvitationCommand {
  constructor(
    readonly userId: string,
    readonly email: string,
  ) {}
}
