export class CheckUserExistsCommand {
  constructor(
    readonly email: string,
    readonly clientAddress: string,
  ) {}
}
