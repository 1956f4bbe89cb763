export class GetCustomerByDomainQuery {
  constructor(
    readonly userId: string,
    readonly domain: string,
  ) {}
}
