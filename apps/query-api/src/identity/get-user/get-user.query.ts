export class GetUserQuery {
  constructor(readonly userId: string) {}
}
