export class LogoutCommand {
  constructor(
    readonly refreshToken: string | null,
    readonly accessToken: string | null,
  ) {}
}
