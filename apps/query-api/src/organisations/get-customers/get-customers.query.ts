export class GetCustomersQuery {
  constructor(
    readonly userId: string,
    readonly namespace: string | undefined,
  ) {}
}
