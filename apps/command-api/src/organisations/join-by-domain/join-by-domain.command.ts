export class JoinByDomainCommand {
  constructor(
    readonly userId: string,
    /** The organisation the person saw and confirmed; the one actually joined is found from their email. */
    readonly namespace: string | undefined,
  ) {}
}
