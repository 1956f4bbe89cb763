export class SetEmailDomainsCommand {
  constructor(
    readonly userId: string,
    readonly domains: string[],
  ) {}
}
